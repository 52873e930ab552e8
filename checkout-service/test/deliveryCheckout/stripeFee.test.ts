import { BACKENDS } from '../support/backends';
import { postCheckout } from '../support/fixtures';
import { standInSettings } from '../support/stripeSettings';
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.js';
import { BASKET_CENTS, delivery, deliveryService, RULES } from './deliveryService';

/**
 * The delivery fee reaches Stripe as a line item of its own, "Delivery (zone)", so the amount
 * Stripe charges is the order's stored total (docs/product.md#delivery-rules). On both back ends.
 */

describe.each(BACKENDS)('the delivery fee charged through Stripe on %s', (_name, fresh) => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());
  const env = deliveryService(fresh, () => ({ payments: { provider: 'stripe', stripe: standInSettings(standIn) } }));

  /** The form the SDK posted for the latest session. */
  const lastCreate = () =>
    new URLSearchParams(
      standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').at(-1)!.body,
    );

  it("adds a Delivery (Island) line item, so Stripe charges the order's total; a free delivery has none", async () => {
    await env.setRules(RULES);
    const res = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'));
    expect(res.status).toBe(200);
    const order = (await env.store.orders.findBySession(res.body.id))!;
    expect(order.totalCents).toBe(BASKET_CENTS + 800);
    const params = lastCreate();
    expect([...params].filter(([name]) => name.startsWith('line_items[2]'))).toEqual([
      ['line_items[2][quantity]', '1'],
      ['line_items[2][price_data][currency]', 'usd'],
      ['line_items[2][price_data][unit_amount]', '800'],
      ['line_items[2][price_data][product_data][name]', 'Delivery (Island)'],
    ]);
    expect(standIn.sessions.get(res.body.id)!.amount_total).toBe(order.totalCents);

    const free = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01', { items: [{ id: 1, quantity: 10 }] }));
    expect(lastCreate().has('line_items[1][quantity]')).toBe(false);
    expect(standIn.sessions.get(free.body.id)!.amount_total).toBe(6300);
    expect((await env.store.orders.findBySession(free.body.id))!.totalCents).toBe(6300);
  });
});
