import { createWorkflow } from '../src/orders/workflow';
import { LOCAL_NOTHING_TO_REFUND, LocalPaymentProvider } from '../src/payments/local/localProvider';
import {
  createStripeClient,
  createStripeProvider,
  STRIPE_NO_PAYMENT,
  STRIPE_REFUND_REFUSED,
  STRIPE_REFUND_UNAVAILABLE,
} from '../src/payments/stripe/stripeProvider';
import type { Database } from '../src/store/database';
import { silentLog, testMail } from './support/fixtures';
import { forceStatus, openOfficeStore, type OfficeStore, paidOrder, placeOrder } from './support/officeOrders';
import { refusal } from './support/refusal';
import { STAND_IN_SECRET, standInSettings } from './support/stripeSettings';
import { startStripeStandIn, type StandInAnswer, type StandInRequest, type StripeStandIn } from './support/stripeStandIn.js';

const STAFF = 'ines@terraverde.example';
const INTENT = 'pi_test_refundable';

/** A paid session with its payment intent, as Stripe answers a retrieve without expand. */
const paidSession = (changes: Record<string, unknown> = {}): StandInAnswer => ({
  status: 200,
  body: { object: 'checkout.session', status: 'complete', payment_status: 'paid', payment_intent: INTENT, ...changes },
});
const refundAnswer = (changes: Record<string, unknown> = {}): StandInAnswer => ({
  status: 200,
  body: { id: 're_test_1', object: 'refund', status: 'succeeded', payment_intent: INTENT, amount: 1710, ...changes },
});
const stripeError = (status: number, type: string, code: string): StandInAnswer => ({
  status,
  body: { error: { type, code, message: code } },
  headers: { 'Stripe-Should-Retry': 'false' },
});

interface Answers {
  session?: StandInAnswer;
  refund?: StandInAnswer;
}

describe('refunds through Stripe, against a local stand-in for the Stripe API', () => {
  let store: OfficeStore;
  let standIn: StripeStandIn;
  let answers: Answers = {};
  beforeAll(async () => {
    ({ store } = await openOfficeStore());
    standIn = await startStripeStandIn({
      respond: (request: StandInRequest) => {
        const session = /^\/v1\/checkout\/sessions\/(cs_test_\w+)/.exec(request.path)?.[1];
        if (request.method === 'GET' && session) return answers.session ?? paidSession({ id: session });
        if (request.method === 'POST' && request.path === '/v1/refunds') return answers.refund ?? refundAnswer();
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } },
        };
      },
    });
  });
  afterAll(async () => {
    await store.close();
    await standIn.close();
  });
  beforeEach(() => {
    answers = {};
    standIn.requests.length = 0;
  });

  const workflow = () => {
    const stripe = createStripeClient(standInSettings(standIn));
    return createWorkflow(store.orders, createStripeProvider(stripe, silentLog), testMail);
  };
  let sessions = 0;
  const nextSession = () => `cs_test_refundable${++sessions}`;
  const stripeOrder = () => paidOrder(store, { provider: 'stripe', sessionId: nextSession() });

  it('finds the payment intent from the checkout session, then sends the exact refund request, keyed by the order', async () => {
    const order = await stripeOrder();
    const refunded = await workflow().refund(order.number, 'The lettuce froze', STAFF);

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${order.providerSessionId}`,
      'POST /v1/refunds',
    ]);
    const sent = standIn.requests[1];
    expect(sent.headers.authorization).toBe(`Bearer ${STAND_IN_SECRET}`);
    expect(sent.headers['idempotency-key']).toBe(`refund-${order.id}`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // The SDK leaves the brackets of keys as they are and percent-encodes values.
    expect(sent.body).toBe(
      `payment_intent=${INTENT}&reason=requested_by_customer&metadata[order_number]=${encodeURIComponent(order.number)}`,
    );

    expect(refunded).toMatchObject({ status: 'refunded', refundId: 're_test_1' });
    expect((await store.orders.events(order.id)).at(-1)).toEqual({
      at: expect.any(Date),
      from: 'paid',
      to: 'refunded',
      actor: STAFF,
      note: 'The lettuce froze',
    });
  });

  it('reads the payment intent when the session carries it expanded, too', async () => {
    answers.session = paidSession({ payment_intent: { id: INTENT, object: 'payment_intent', status: 'succeeded' } });
    const order = await stripeOrder();
    await workflow().refund(order.number, 'Duplicate order', STAFF);
    expect(new URLSearchParams(standIn.requests[1].body).get('payment_intent')).toBe(INTENT);
  });

  it.each<[string, Answers, string]>([
    [
      'a refused refund (already refunded on the dashboard)',
      { refund: stripeError(400, 'invalid_request_error', 'charge_already_refunded') },
      STRIPE_REFUND_REFUSED,
    ],
    ['a refund Stripe answers as failed', { refund: refundAnswer({ status: 'failed' }) }, STRIPE_REFUND_REFUSED],
    ['an outage on the refund', { refund: stripeError(500, 'api_error', 'internal') }, STRIPE_REFUND_UNAVAILABLE],
    ['an outage on the session', { session: stripeError(503, 'api_error', 'unavailable') }, STRIPE_REFUND_UNAVAILABLE],
    ['a session Stripe does not know', { session: stripeError(404, 'invalid_request_error', 'resource_missing') }, STRIPE_NO_PAYMENT],
    ['a session without a payment intent', { session: paidSession({ payment_intent: null }) }, STRIPE_NO_PAYMENT],
  ])('answers %s with a 502 sentence and leaves the order as it was, without an event', async (_case, given, sentence) => {
    answers = given;
    const order = await stripeOrder();
    const events = await store.orders.events(order.id);
    expect(await refusal(workflow().refund(order.number, 'Spoiled', STAFF))).toEqual({ status: 502, message: sentence });
    expect(await store.orders.findById(order.id)).toMatchObject({ status: 'paid', refundId: null });
    expect(await store.orders.events(order.id)).toEqual(events);
  });

  it('asks again with the same idempotency key after a failure, so Stripe can never refund twice', async () => {
    const order = await stripeOrder();
    answers.refund = stripeError(500, 'api_error', 'internal');
    await refusal(workflow().refund(order.number, 'Spoiled', STAFF));
    answers = {};
    await workflow().refund(order.number, 'Spoiled', STAFF);
    const keys = standIn.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`refund-${order.id}`, `refund-${order.id}`]);
  });

  it('does not ask Stripe about an order that cannot be refunded', async () => {
    const order = await placeOrder(store, { provider: 'stripe', sessionId: nextSession() });
    expect(await refusal(workflow().refund(order.number, 'Spoiled', STAFF))).toEqual({
      status: 409,
      message: `Order ${order.number} is awaiting payment; it cannot become refunded.`,
    });
    expect(standIn.requests).toEqual([]);
  });
});

describe('refunds through the local test-payment provider', () => {
  let store: OfficeStore;
  let db: Database;
  beforeAll(async () => {
    ({ store, db } = await openOfficeStore());
  });
  afterAll(() => store.close());

  const workflow = () => createWorkflow(store.orders, new LocalPaymentProvider(store.localPayments), testMail);

  it('records a refund id of its own and marks the order refunded, with the reason in the timeline', async () => {
    const order = await paidOrder(store);
    const refunded = await workflow().refund(order.number, 'Customer moved away', STAFF);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundId).toMatch(/^test_refund_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await store.orders.findById(order.id))!.refundId).toBe(refunded.refundId);
    expect((await store.orders.events(order.id)).at(-1)).toEqual({
      at: expect.any(Date),
      from: 'paid',
      to: 'refunded',
      actor: STAFF,
      note: 'Customer moved away',
    });
  });

  it('refuses, with a 502 sentence and the order unchanged, an order whose test payment was never paid', async () => {
    // Made paid behind the provider's back: its test payment is still open, so there is nothing to give back.
    const other = await placeOrder(store);
    await forceStatus(db, other, 'paid');
    expect(await refusal(workflow().refund(other.number, 'Spoiled', STAFF))).toEqual({ status: 502, message: LOCAL_NOTHING_TO_REFUND });
    expect(await store.orders.findById(other.id)).toMatchObject({ status: 'paid', refundId: null });
  });

  it('refuses an order another provider took the money for: the refund belongs there', async () => {
    const order = await paidOrder(store, { provider: 'stripe', sessionId: 'cs_test_elsewhere' });
    expect(await refusal(workflow().refund(order.number, 'Spoiled', STAFF))).toEqual({
      status: 409,
      message: `Order ${order.number} was paid through stripe, not local as this service is set up now; refund it there.`,
    });
  });
});
