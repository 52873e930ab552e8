import type { ServiceConfig } from '../src/config/config';
import { createFulfil } from '../src/orders/fulfil';
import { createWorkflow, paidBeforeCancel } from '../src/orders/workflow';
import { createStripeClient, createStripeProvider, STRIPE_CLOSE_UNAVAILABLE } from '../src/payments/stripe/stripeProvider';
import { RequestError } from '../src/http/httpErrors';
import { openStore, type Store } from '../src/store/openStore';
import { checkoutBody, CUSTOMER, postCheckout, serve, silentLog, testMail, type Service } from './support/fixtures';
import { stripeTestConfig } from './support/stripeSettings';
import { startStripeStandIn, type StripeStandIn } from './support/stripeStandIn.js';

/**
 * The same rule with Stripe (docs/product.md#late-payments), against the local stand-in: the
 * staff's cancel expires the Checkout Session before the order changes; a session Stripe completed
 * first keeps the order paid; a payment Stripe reports for an order already closed is refunded
 * through Stripe at once, with the order's own idempotency key, once however often it is reported.
 */

const STAFF = 'ines@terraverde.example';

describe('cancel and late payments with Stripe', () => {
  let standIn: StripeStandIn;
  let store: Store;
  let service: Service;
  let config: ServiceConfig;

  beforeEach(async () => {
    standIn = await startStripeStandIn();
    config = stripeTestConfig(standIn);
    store = await openStore({ kind: 'pglite', dataDir: null }, { log: silentLog, onLockLost: silentLog });
    service = await serve(config, store);
  });

  afterEach(async () => {
    await service.close();
    await store.close();
    await standIn.close();
  });

  const stripeProvider = () =>
    createStripeProvider(
      createStripeClient(config.payments.provider === 'stripe' ? config.payments.stripe : (undefined as never)),
      silentLog,
    );
  const checkout = async () => {
    const res = await postCheckout(service.http, checkoutBody({ items: [{ id: 1, quantity: 2 }], customer: CUSTOMER }));
    return (await store.orders.findBySession(res.body.id))!;
  };
  const paidAtStripe = (sessionId: string) =>
    standIn.updateSession(sessionId, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: { id: 'pi_test_late', object: 'payment_intent', status: 'succeeded' },
    });

  it('expires the Checkout Session before it cancels the order', async () => {
    const order = await checkout();
    const cancelled = await createWorkflow(store.orders, stripeProvider(), testMail).moveTo(order.number, 'cancelled', STAFF, null);
    expect(cancelled.status).toBe('cancelled');
    expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /v1/checkout/sessions/${order.providerSessionId}/expire`,
    );
    expect(standIn.sessions.get(order.providerSessionId!)!.status).toBe('expired');
  });

  it('leaves the order pending, with a 502 sentence, when Stripe does not answer the expire', async () => {
    const order = await checkout();
    await standIn.close();
    const refusal = await createWorkflow(store.orders, stripeProvider(), testMail)
      .moveTo(order.number, 'cancelled', STAFF, null)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RequestError);
    expect(refusal).toMatchObject({ status: 502, message: STRIPE_CLOSE_UNAVAILABLE });
    expect((await store.orders.findById(order.id))!.status).toBe('pending');
    standIn = await startStripeStandIn();
  });

  it('keeps an order paid when Stripe completed its session before the cancel could expire it', async () => {
    const order = await checkout();
    paidAtStripe(order.providerSessionId!);
    await expect(createWorkflow(store.orders, stripeProvider(), testMail).moveTo(order.number, 'cancelled', STAFF, null)).rejects.toThrow(
      paidBeforeCancel(order.number),
    );
    expect((await store.orders.findById(order.id))!.status).toBe('paid');
  });

  it('refunds through Stripe, once, a payment reported for an order already cancelled', async () => {
    const order = await checkout();
    await store.orders.changeStatus(
      { orderId: order.id, from: 'pending', to: 'cancelled', actor: STAFF, note: null },
      testMail('cancelled'),
    );
    paidAtStripe(order.providerSessionId!);
    const fulfil = createFulfil(store.orders, stripeProvider(), testMail);
    // The webhook's event, then the same event again and the success page's look-up.
    await fulfil(order.providerSessionId!, { id: 'evt_late', type: 'checkout.session.completed' });
    await fulfil(order.providerSessionId!, { id: 'evt_late', type: 'checkout.session.completed' });
    await fulfil(order.providerSessionId!);
    const refunds = standIn.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0].headers['idempotency-key']).toBe(`refund-${order.id}`);
    expect(new URLSearchParams(refunds[0].body).get('payment_intent')).toBe('pi_test_late');
    expect((await store.orders.findById(order.id))!).toMatchObject({ status: 'cancelled', lateRefundId: 're_test_1' });
    expect((await store.outbox.forOrder(order.id)).filter((message) => message.kind.startsWith('late_payment'))).toHaveLength(2);
  });
});
