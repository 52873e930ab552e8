import { API_PATHS, DELIVERY_SENTENCES, NO_DELIVERY_RULES, PickupDaysSchema } from 'contract';
import { NO_DAY_TO_BOOK, POSTCODE_NEEDED } from '../../src/checkout/deliveryChoice';
import { BACKENDS } from '../support/backends';
import { checkoutBody, CUSTOMER, postCheckout } from '../support/fixtures';
import { BASKET_CENTS, delivery, deliveryService, pickup, RULES } from './deliveryService';

/**
 * The service decides what a delivery costs (docs/product.md#delivery-rules): the zone from the
 * stored postcode, the fee from the catalogue subtotal, the minimum order; and with no rules set,
 * the checkout is what it always was. Through the HTTP API, on both back ends.
 */

const TOMATOES = 1;
const APPLES = 2;

describe.each(BACKENDS)('the delivery price on %s', (_name, fresh) => {
  const env = deliveryService(fresh);
  const stored = async (sessionId: string) => (await env.store.orders.findBySession(sessionId))!;

  it('finds the zone by the postcode digits, the longest prefix first, and stores its day, zone, fee and the total', async () => {
    await env.setRules(RULES);
    const cases = [
      ['88015-400', '2026-12-01', 'Island', 800],
      ['88015400', '2026-12-01', 'Island', 800],
      ['88050-100', '2026-12-02', 'North of the island', 1200],
    ] as const;
    for (const [postcode, day, zone, feeCents] of cases) {
      const res = await postCheckout(env.service.http, delivery(postcode, day));
      expect(res.status).toBe(200);
      const order = await stored(res.body.id);
      expect(order.fulfilment).toEqual({ method: 'delivery', pickupDay: null, deliveryDay: day, zone, feeCents });
      expect(order.totalCents).toBe(BASKET_CENTS + feeCents);
      expect(order.customer.postcode).toBe(postcode);
    }
  });

  it('delivers free from the zone threshold, priced from the catalogue, and charges the fee just under it', async () => {
    await env.setRules(RULES);
    // 9 tomatoes are $56.70, under the island's $60.00; with an apple, $61.20.
    const under = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01', { items: [{ id: TOMATOES, quantity: 9 }] }));
    expect((await stored(under.body.id)).fulfilment.feeCents).toBe(800);
    expect((await stored(under.body.id)).totalCents).toBe(5670 + 800);
    const items = [
      { id: TOMATOES, quantity: 9, price: 0.01 },
      { id: APPLES, quantity: 1, price: 0.01 },
    ];
    const free = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01', { items }));
    const order = await stored(free.body.id);
    expect(order.fulfilment).toEqual({ method: 'delivery', pickupDay: null, deliveryDay: '2026-12-01', zone: 'Island', feeCents: 0 });
    expect(order.totalCents).toBe(6120);
  });

  it("shows the fee as a line of the local test payment page, whose total is the order's", async () => {
    await env.setRules(RULES);
    const res = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'));
    const page = await env.service.http.get(new URL(res.body.url).pathname);
    expect(page.text).toContain(
      '<tr><td>Delivery (Island)</td><td class="num">1</td><td class="num">$8.00</td><td class="num">$8.00</td></tr>',
    );
    expect(page.text).toContain('<td class="num" data-testid="test-payment-total">$25.10</td>');
    const free = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01', { items: [{ id: TOMATOES, quantity: 10 }] }));
    expect((await env.service.http.get(new URL(free.body.url).pathname)).text).not.toContain('Delivery (');
  });

  it('refuses a postcode outside every zone with the sentence naming it as typed, and a delivery with no postcode', async () => {
    await env.setRules(RULES);
    const outside = await postCheckout(env.service.http, delivery('90000-000', '2026-12-01'));
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({ error: DELIVERY_SENTENCES.outsideZones('90000-000'), code: 'validation' });
    expect((await postCheckout(env.service.http, delivery('N1H 2K3', '2026-12-01'))).body.error).toBe(
      "We don't deliver to N1H 2K3 yet. You can pick your order up at the farm.",
    );
    // No customer: Stripe's page would collect the address, too late to choose the zone.
    const noPostcode = await postCheckout(
      env.service.http,
      checkoutBody({ fulfilment: { method: 'delivery', deliveryDay: '2026-12-01' } }),
    );
    expect(noPostcode.status).toBe(400);
    expect(noPostcode.body).toEqual({ error: POSTCODE_NEEDED, code: 'validation' });
    expect(await env.store.orders.list({ limit: 10 })).toEqual([]);
  });

  it('refuses a basket under the minimum with the sentence, a delivery and a pickup alike, and takes one at the minimum', async () => {
    await env.setRules(RULES);
    const apple = { items: [{ id: APPLES, quantity: 1 }] };
    const sentence = 'Our smallest order is $15.00: add $10.50 more to order.';
    expect(sentence).toBe(DELIVERY_SENTENCES.belowMinimum(1500, 1050));
    for (const body of [delivery('88015-400', '2026-12-01', apple), pickup('2026-12-01', apple), delivery('90000-000', undefined, apple)]) {
      const res = await postCheckout(env.service.http, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: sentence, code: 'validation' });
    }
    await env.setRules({ ...RULES, minimumOrderCents: BASKET_CENTS });
    expect((await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'))).status).toBe(200);
    expect(await env.store.orders.list({ limit: 10 })).toHaveLength(1);
  });

  it('with no rules, or an empty rule set, delivers anywhere free with no day and refuses a day sent; pickups are as before', async () => {
    for (const set of [false, true]) {
      if (set) await env.setRules(NO_DELIVERY_RULES);
      const anywhere = await postCheckout(env.service.http, delivery('90000-000'));
      expect(anywhere.status).toBe(200);
      const order = await stored(anywhere.body.id);
      expect(order.fulfilment).toEqual({ method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 });
      expect(order.totalCents).toBe(BASKET_CENTS);
      const noCustomer = await postCheckout(env.service.http, checkoutBody());
      expect(noCustomer.status).toBe(200);
      const day = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'));
      expect(day.status).toBe(400);
      expect(day.body).toEqual({ error: NO_DAY_TO_BOOK, code: 'validation' });
      const days = PickupDaysSchema.parse((await env.service.http.get(API_PATHS.pickupDays)).body).days;
      expect(days).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07']);
      const pickedUp = await postCheckout(env.service.http, pickup('2026-12-01', { items: [{ id: APPLES, quantity: 1 }] }));
      expect((await stored(pickedUp.body.id)).fulfilment).toEqual({
        method: 'pickup',
        pickupDay: '2026-12-01',
        deliveryDay: null,
        zone: null,
        feeCents: 0,
      });
    }
  });

  it('applies a minimum set without zones to a delivery anywhere', async () => {
    await env.setRules({ ...NO_DELIVERY_RULES, minimumOrderCents: 2000 });
    const res = await postCheckout(env.service.http, checkoutBody({ customer: CUSTOMER }));
    expect(res.body).toEqual({ error: DELIVERY_SENTENCES.belowMinimum(2000, 2000 - BASKET_CENTS), code: 'validation' });
  });
});
