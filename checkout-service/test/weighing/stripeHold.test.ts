import { WEIGHING_SENTENCES } from 'contract';
import { createFulfil } from '../../src/orders/fulfil';
import { createStripeClient, createStripeProvider } from '../../src/payments/stripe/stripeProvider';
import { STRIPE_CAPTURE_REFUSED, STRIPE_RELEASE_REFUSED } from '../../src/payments/stripe/stripeHolds';
import { BASKET_CENTS, delivery, deliveryService, RULES } from '../deliveryCheckout/deliveryService';
import { BACKENDS } from '../support/backends';
import { postCheckout, SITE, testMail } from '../support/fixtures';
import { standInSettings } from '../support/stripeSettings';
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.js';

/**
 * An order with produce sold by weight, through Stripe (docs/decisions/weighed-produce.md): its
 * Checkout Session holds the estimate and the buffer (manual capture, a weight allowance line);
 * the exact amount is captured later, once, or the hold released; a hold that ended is `lapsed`;
 * a pay link is a session charged at once for the exact amount. The exact requests, on both back ends.
 */

const TOMATOES = 1;
const ISLAND_FEE = 800;
/** Two tomatoes at $6.30, about 1 kg each: the weighed lines' estimate. */
const WEIGHED_CENTS = 1260;
/** 15 % of the weighed estimate, rounded up. */
const ALLOWANCE_CENTS = 189;

describe.each(BACKENDS)('a card hold through Stripe, on %s', (_name, fresh) => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());
  const env = deliveryService(fresh, () => ({ payments: { provider: 'stripe', stripe: standInSettings(standIn) } }));
  const provider = () => createStripeProvider(createStripeClient(standInSettings(standIn)), () => undefined);

  const creates = () => standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');
  const lastCreate = () => new URLSearchParams(creates().at(-1)!.body);
  const callsTo = (path: string) => standIn.requests.filter((request) => request.path === path);

  /** A delivery of two weighed tomatoes and an apple to the island, paid on Stripe's page (the card held). */
  async function heldOrder() {
    await env.setRules(RULES);
    await env.store.stock.setSoldByWeight(TOMATOES, { estimatedGrams: 1000 });
    const res = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'));
    expect(res.status).toBe(200);
    const intent = standIn.completeSession(res.body.id);
    await createFulfil(env.store.orders, provider(), testMail)(res.body.id);
    return { order: (await env.store.orders.findBySession(res.body.id))!, intent, sessionId: res.body.id as string };
  }

  it('creates a manual-capture session whose total is the hold, with the weight allowance as a line, and the order paid as held', async () => {
    const { order, sessionId } = await heldOrder();
    const heldCents = BASKET_CENTS + ISLAND_FEE + ALLOWANCE_CENTS;
    const params = lastCreate();
    expect(params.get('payment_intent_data[capture_method]')).toBe('manual');
    expect([...params].filter(([name]) => name.startsWith('line_items[3]'))).toEqual([
      ['line_items[3][quantity]', '1'],
      ['line_items[3][price_data][currency]', 'usd'],
      ['line_items[3][price_data][unit_amount]', String(ALLOWANCE_CENTS)],
      ['line_items[3][price_data][product_data][name]', WEIGHING_SENTENCES.allowanceLine],
    ]);
    expect(standIn.sessions.get(sessionId)!.amount_total).toBe(heldCents);

    // Stripe completes it unpaid, its intent requires_capture: the card is authorised, the order paid with its card held.
    expect(order.status).toBe('paid');
    expect(order.totalCents).toBe(BASKET_CENTS + ISLAND_FEE);
    expect(order.payment).toMatchObject({ state: 'held', estimateCents: BASKET_CENTS + ISLAND_FEE, heldCents, chargedCents: null });
    expect(Date.parse(order.payment.holdEndsAt!) - order.paidAt!.getTime()).toBe(7 * 24 * 60 * 60_000);
    expect(order.lines.map((line) => line.weighing)).toEqual([{ estimatedGrams: 1000, actualGrams: null, chargedCents: null }, null]);
    expect(order.lines[0].lineTotalCents).toBe(WEIGHED_CENTS);
  });

  /** Two weighed tomatoes tracked with 10 on hand; a delivery checkout of them under `key`. */
  async function weighedCheckout(key: string) {
    await env.setRules(RULES);
    await env.store.stock.set(TOMATOES, { onHand: 10 });
    await env.store.stock.setSoldByWeight(TOMATOES, { estimatedGrams: 1000 });
    return () => postCheckout(env.service.http, delivery('88015-400', '2026-12-01'), key);
  }

  /** One held order for both answers, the hold as the session's total, the stock taken once. */
  async function expectOneHeldOrder(answers: Array<{ status: number; body: { id: string; url: string } }>) {
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(standIn.sessions.get(answers[0].body.id)!.amount_total).toBe(BASKET_CENTS + ISLAND_FEE + ALLOWANCE_CENTS);
    expect(await env.store.orders.list({ limit: 10 })).toHaveLength(1);
    const order = (await env.store.orders.findBySession(answers[0].body.id))!;
    expect(order.payment).toMatchObject({ heldCents: BASKET_CENTS + ISLAND_FEE + ALLOWANCE_CENTS });
    expect(order.lines[0].weighing).toEqual({ estimatedGrams: 1000, actualGrams: null, chargedCents: null });
    expect((await env.store.stock.availability()).find((line) => line.productId === TOMATOES)!.left).toBe(8);
  }

  it("answers a repeat that reaches Stripe before the first has its session with the same held session: Stripe sees one key's parameters", async () => {
    const checkout = await weighedCheckout('held-double-click');
    const held = standIn.holdCreates(2);
    const answering = Promise.all([checkout(), checkout()]);
    // Both asked Stripe: the first's order is stored, its session not yet; the repeat read that order.
    await held.arrived;
    held.release();
    const answers = await answering;

    const sent = creates().filter((request) => request.headers['idempotency-key'] === 'held-double-click');
    expect(sent).toHaveLength(2);
    // Stripe refuses a key reused with other parameters: the repeat sends the stored order's hold.
    expect(sent[1].body).toBe(sent[0].body);
    await expectOneHeldOrder(answers);
  });

  it('answers a repeat after the first has its session with that session, without asking Stripe again', async () => {
    const checkout = await weighedCheckout('held-retry');
    const answers = [await checkout(), await checkout()];
    expect(creates().filter((request) => request.headers['idempotency-key'] === 'held-retry')).toHaveLength(1);
    await expectOneHeldOrder(answers);
  });

  it('captures the exact amount once, with amount_to_capture and the order as the idempotency key', async () => {
    const { order, intent } = await heldOrder();
    expect(await provider().capture(order, 2412)).toBe('captured');
    expect(await provider().capture(order, 2412)).toBe('captured');
    const captures = callsTo(`/v1/payment_intents/${intent.id}/capture`);
    expect(captures).toHaveLength(2);
    for (const capture of captures) {
      expect(capture.body).toBe('amount_to_capture=2412');
      expect(capture.headers['idempotency-key']).toBe(`capture-${order.id}`);
    }
    expect(standIn.intents.get(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 2412, amount_capturable: 0 });
  });

  it('releases an uncaptured hold by cancelling its intent; one Stripe already cancelled counts as released', async () => {
    const { order, intent } = await heldOrder();
    await provider().releaseHold(order);
    const [cancel] = callsTo(`/v1/payment_intents/${intent.id}/cancel`);
    expect(cancel.headers['idempotency-key']).toBe(`release-${order.id}`);
    expect(standIn.intents.get(intent.id)!.status).toBe('canceled');

    const other = await heldOrder();
    standIn.endHold(other.intent.id, 'canceled');
    await expect(provider().releaseHold(other.order)).resolves.toBeUndefined();
  });

  it('says so when Stripe refuses: a capture above the hold, a release of a captured hold', async () => {
    const { order, intent, sessionId } = await heldOrder();
    const heldCents = standIn.sessions.get(sessionId)!.amount_total;
    await expect(provider().capture(order, heldCents + 1)).rejects.toMatchObject({ status: 502, message: STRIPE_CAPTURE_REFUSED });
    expect(standIn.intents.get(intent.id)!.status).toBe('requires_capture');

    const other = await heldOrder();
    expect(await provider().capture(other.order, 2000)).toBe('captured');
    await expect(provider().releaseHold(other.order)).rejects.toMatchObject({ status: 502, message: STRIPE_RELEASE_REFUSED });
    expect(standIn.intents.get(other.intent.id)).toMatchObject({ status: 'succeeded', amount_received: 2000 });
  });

  it.each(['expired', 'canceled'] as const)('answers lapsed, capturing nothing, when the hold ended (%s)', async (how) => {
    const { order, intent } = await heldOrder();
    standIn.endHold(intent.id, how);
    expect(await provider().capture(order, 2000)).toBe('lapsed');
    expect(standIn.intents.get(intent.id)!.amount_received).toBe(0);
  });

  it('opens a pay link: a session charged at once for the exact amount, one line, the same one when asked again', async () => {
    const { order } = await heldOrder();
    const request = { order, amountCents: 2350, successUrl: `${SITE}/orders/paid`, cancelUrl: `${SITE}/orders/cancel`, siteOrigin: SITE };
    const session = await provider().createBalanceSession(request);
    const params = lastCreate();
    expect(params.has('payment_intent_data[capture_method]')).toBe(false);
    expect(params.get('mode')).toBe('payment');
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe('2350');
    expect(params.get('line_items[0][price_data][product_data][name]')).toBe(`Order ${order.number}, weighed`);
    expect(params.has('line_items[1][quantity]')).toBe(false);
    expect(params.get('metadata[order_id]')).toBe(order.id);
    expect(params.get('metadata[purpose]')).toBe('balance');
    expect(params.get('success_url')).toBe(`${SITE}/orders/paid?session_id={CHECKOUT_SESSION_ID}`);
    expect(creates().at(-1)!.headers['idempotency-key']).toBe(`balance-${order.id}-2350`);
    expect(standIn.sessions.get(session.id)!.amount_total).toBe(2350);
    expect(await provider().createBalanceSession(request)).toEqual(session);
  });

  it('leaves an order without a weighed line exactly as before: charged at once, no payment_intent_data, no allowance', async () => {
    await env.setRules(RULES);
    const res = await postCheckout(env.service.http, delivery('88015-400', '2026-12-01'));
    const params = lastCreate();
    expect([...params.keys()].some((name) => name.startsWith('payment_intent_data'))).toBe(false);
    expect(params.has('line_items[3][quantity]')).toBe(false);
    expect(standIn.sessions.get(res.body.id)!.amount_total).toBe(BASKET_CENTS + ISLAND_FEE);
    standIn.completeSession(res.body.id);
    await createFulfil(env.store.orders, provider(), testMail)(res.body.id);
    const order = (await env.store.orders.findBySession(res.body.id))!;
    expect(order.status).toBe('paid');
    expect(order.payment).toEqual({
      state: 'at_once',
      estimateCents: order.totalCents,
      heldCents: null,
      chargedCents: null,
      holdEndsAt: null,
    });
    expect(order.lines.every((line) => line.weighing === null)).toBe(true);
  });
});
