import { eq } from 'drizzle-orm';
import { createMailComposer } from '../../src/mail/compose';
import { createWorkflow } from '../../src/orders/workflow';
import { LocalPaymentProvider } from '../../src/payments/local/localProvider';
import { createStripeClient, createStripeProvider } from '../../src/payments/stripe/stripeProvider';
import type { PaymentProvider } from '../../src/payments/types';
import type { Database } from '../../src/store/database';
import { orders } from '../../src/store/schema';
import type { StoredOrder } from '../../src/domain';
import { BACKENDS } from '../support/backends';
import { FARM_EMAIL, SITE, silentLog } from '../support/fixtures';
import { openOfficeStore, type OfficeStore } from '../support/officeOrders';
import { standInSettings } from '../support/stripeSettings';
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.js';
import { heldOrder, HOUR, setPayment } from './holdsSupport';

const STAFF = 'ines@terraverde.example';
const EXACT = 1302;
const mail = createMailComposer({ site: SITE, farmEmail: FARM_EMAIL });

describe.each(BACKENDS)('refunding an order with weighed produce (%s)', (_name, fresh) => {
  let store: OfficeStore;
  let db: Database;
  let standIn: StripeStandIn;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    ({ store, db } = await openOfficeStore(backend.location));
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await store.close();
    await standIn.close();
    await cleanup();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  const stripe = () => createStripeProvider(createStripeClient(standInSettings(standIn)), silentLog);
  const local = () => new LocalPaymentProvider(store.localPayments);
  const refund = (provider: PaymentProvider, order: StoredOrder) =>
    createWorkflow(store.orders, provider, mail).refund(order.number, 'The hail took the tomatoes', STAFF);
  const held = (onStripe = false) =>
    heldOrder(store, db, { holdEndsAt: new Date(Date.now() + 72 * HOUR), standIn: onStripe ? standIn : undefined });
  const calls = () => standIn.requests.map((request) => `${request.method} ${request.path.replace(/\?.*/, '')}`);
  const refundMail = async (order: StoredOrder) => (await store.outbox.forOrder(order.id)).find((message) => message.kind === 'refunded')!;

  it('with Stripe, cancels the payment intent of a hold not captured, and refunds nothing', async () => {
    const order = await held(true);
    standIn.requests.length = 0;

    const refunded = await refund(stripe(), order);

    const intent = `pi_${order.providerSessionId}`;
    expect(calls()).toEqual([`GET /v1/checkout/sessions/${order.providerSessionId}`, `POST /v1/payment_intents/${intent}/cancel`]);
    expect(standIn.requests[1].headers['idempotency-key']).toBe(`release-${order.id}`);
    expect(standIn.intents.get(intent)!.status).toBe('canceled');
    expect(refunded).toMatchObject({ status: 'refunded', refundId: null, payment: { state: 'released', chargedCents: null } });
    expect((await store.orders.events(order.id)).at(-1)).toMatchObject({ from: 'paid', to: 'refunded', actor: STAFF });
    // No money was taken, so the shopper is not told of money on its way back.
    const message = await refundMail(order);
    expect(message.text).toContain('nothing was charged to your card for it, and any hold on it is released');
    expect(message.text).not.toContain('on its way back');
  });

  it('with Stripe, refunds a captured hold: the captured amount, never the hold', async () => {
    const order = await held(true);
    expect(await stripe().capture(order, EXACT)).toBe('captured');
    const captured = await setPayment(store, db, order, { state: 'captured', chargedCents: EXACT });
    standIn.requests.length = 0;

    const refunded = await refund(stripe(), captured);

    expect(calls()).toEqual([`GET /v1/checkout/sessions/${order.providerSessionId}`, 'POST /v1/refunds']);
    const sent = new URLSearchParams(standIn.requests[1].body);
    expect(sent.get('payment_intent')).toBe(`pi_${order.providerSessionId}`);
    expect(sent.get('amount')).toBeNull();
    expect(standIn.intents.get(`pi_${order.providerSessionId}`)!.amount_received).toBe(EXACT);
    expect(refunded).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^re_test_/), payment: { state: 'captured' } });
    expect((await refundMail(order)).text).toContain('on its way back');
  });

  it('with Stripe, refunds what the pay link took, not the hold that ended before it', async () => {
    const order = await setPayment(store, db, await held(true), { state: 'pay_link_sent', chargedCents: EXACT });
    const page = `${SITE}/checkout/order/${order.pageToken}`;
    const balance = await stripe().createBalanceSession({ order, amountCents: EXACT, successUrl: page, cancelUrl: page, siteOrigin: SITE });
    standIn.completeSession(balance.id);
    await db.update(orders).set({ balanceSessionId: balance.id, payment: 'captured' }).where(eq(orders.id, order.id));
    standIn.requests.length = 0;

    const refunded = await refund(stripe(), (await store.orders.findById(order.id))!);

    expect(calls()).toEqual([`GET /v1/checkout/sessions/${balance.id}`, 'POST /v1/refunds']);
    expect(new URLSearchParams(standIn.requests[1].body).get('payment_intent')).toBe(`pi_${balance.id}`);
    expect(refunded).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^re_test_/) });
  });

  it('with Stripe, gives nothing back for a hold that lapsed, and asks Stripe nothing', async () => {
    const order = await setPayment(store, db, await held(true), { state: 'lapsed' });
    standIn.requests.length = 0;

    const refunded = await refund(stripe(), order);

    expect(calls()).toEqual([]);
    expect(refunded).toMatchObject({ status: 'refunded', refundId: null, payment: { state: 'released' } });
  });

  it('with the local provider, releases the test hold', async () => {
    const order = await held();

    const refunded = await refund(local(), order);

    expect(refunded).toMatchObject({ status: 'refunded', refundId: null, payment: { state: 'released' } });
    expect((await store.localPayments.byOrder(order.id, 'order'))!.state).toBe('released');
  });

  it('with the local provider, refunds a captured hold', async () => {
    const order = await held();
    expect(await local().capture(order, EXACT)).toBe('captured');
    const captured = await setPayment(store, db, order, { state: 'captured', chargedCents: EXACT });

    const refunded = await refund(local(), captured);

    expect(refunded).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^test_refund_/),
      payment: { state: 'captured' },
    });
  });

  it('closes the open pay link of an order whose hold lapsed, so it can no longer be paid', async () => {
    const order = await setPayment(store, db, await held(), { state: 'pay_link_sent', chargedCents: EXACT });
    const page = await local().createBalanceSession({
      order,
      amountCents: EXACT,
      successUrl: `${SITE}/checkout/order`,
      cancelUrl: `${SITE}/checkout/order`,
      siteOrigin: SITE,
    });
    expect(await store.orders.attachBalanceSession(order.id, page.id)).toBe(true);

    const refunded = await refund(local(), (await store.orders.findById(order.id))!);

    expect(refunded).toMatchObject({ status: 'refunded', refundId: null, payment: { state: 'released' } });
    expect((await store.localPayments.byOrder(order.id, 'balance'))!.state).toBe('expired');
    expect(await local().settle(page.id, 'paid')).toBe(false);
  });
});
