import { DEFAULT_SESSION, startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.js';
import { BACKENDS } from '../support/backends';
import { stripeTestConfig } from '../support/stripeSettings';
import { detailOf, heldOrder, weighingOffice } from './weighingOffice';

/**
 * The weights charged through Stripe (docs/decisions/weighed-produce.md, step 3), against the
 * stand-in: `paymentIntents.capture` with `amount_to_capture`, the exact amount, and the order's
 * idempotency key, so a repeated or concurrent request captures once; a hold that ended is a pay link.
 */
describe.each(BACKENDS)('weighing an order paid through Stripe, on %s', (_name, fresh) => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());
  const office = weighingOffice(fresh, () => stripeTestConfig(standIn));

  /** A Checkout Session of a hold of $18.99 the shopper completed: its intent `requires_capture`. */
  let sessions = 0;
  function heldSession(): { sessionId: string; intentId: string } {
    sessions += 1;
    const sessionId = `cs_test_weighed_${sessions}`;
    standIn.sessions.set(sessionId, {
      ...DEFAULT_SESSION,
      id: sessionId,
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      status: 'open',
      amount_total: 1899,
      payment_status: 'unpaid',
      payment_intent: null,
      capture_method: 'manual',
      client_reference_id: null,
      metadata: {},
      customer_details: null,
      collected_information: null,
    });
    return { sessionId, intentId: standIn.completeSession(sessionId).id };
  }
  const capturesOf = (intentId: string) =>
    standIn.requests.filter((request) => request.method === 'POST' && request.path === `/v1/payment_intents/${intentId}/capture`);

  it("captures the exact amount with the order's idempotency key, once however often it is asked", async () => {
    const { sessionId, intentId } = heldSession();
    const order = await heldOrder(office, { provider: 'stripe', sessionId });
    const body = { lines: [{ productId: 1, grams: 2260 }] };

    const answers = await Promise.all([office.weigh(order.number, body), office.weigh(order.number, body)]);
    const again = await office.weigh(order.number, body);

    for (const res of [...answers, again]) {
      expect(res.status).toBe(200);
      expect(detailOf(res.body).order.payment).toMatchObject({ state: 'captured', heldCents: 1899, chargedCents: 1874 });
    }
    const captures = capturesOf(intentId);
    expect(captures.length).toBeGreaterThanOrEqual(1);
    for (const capture of captures) {
      expect(new URLSearchParams(capture.body).get('amount_to_capture')).toBe('1874');
      expect(capture.headers['idempotency-key']).toBe(`capture-${order.id}`);
    }
    expect(standIn.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 1874 });
    const notes = detailOf(again.body).events.filter((event) => event.note?.startsWith('Weighed by'));
    expect(notes).toHaveLength(1);
  });

  it('asks nothing of Stripe above the hold, and captures the hold when the staff charge its maximum', async () => {
    const { sessionId, intentId } = heldSession();
    const order = await heldOrder(office, { provider: 'stripe', sessionId });

    expect((await office.weigh(order.number, { lines: [{ productId: 1, grams: 2600 }] })).status).toBe(409);
    expect(capturesOf(intentId)).toHaveLength(0);

    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 2600 }], chargeHoldMaximum: true });
    expect(res.status).toBe(200);
    expect(capturesOf(intentId).map((capture) => new URLSearchParams(capture.body).get('amount_to_capture'))).toEqual(['1899']);
  });

  it('sends the shopper a pay link when Stripe refuses the capture as expired', async () => {
    const { sessionId, intentId } = heldSession();
    const order = await heldOrder(office, { provider: 'stripe', sessionId });
    standIn.endHold(intentId, 'expired');

    const res = await office.weigh(order.number, { lines: [{ productId: 1, grams: 2260 }] });

    expect(res.status).toBe(200);
    const detail = detailOf(res.body);
    expect(detail.order.payment).toMatchObject({ state: 'pay_link_sent', chargedCents: 1874 });
    expect(detail.messages.map((message) => message.kind)).toContain('pay_link');
  });
});
