import { LocalPaymentProvider } from '../../src/payments/local/localProvider';
import { createStripeClient, createStripeProvider } from '../../src/payments/stripe/stripeProvider';
import type { PaymentProvider } from '../../src/payments/types';
import type { Database } from '../../src/store/database';
import { createHoldSweeper } from '../../src/weighing/holdSweeper';
import { HOLD_LAPSED_NOTE } from '../../src/weighing/holdsStore';
import { BACKENDS } from '../support/backends';
import { silentLog } from '../support/fixtures';
import { openOfficeStore, type OfficeStore } from '../support/officeOrders';
import { standInSettings } from '../support/stripeSettings';
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.js';
import { heldOrder, HOUR, setPayment } from './holdsSupport';

const MINUTE = 60_000;

describe.each(BACKENDS)('the hold sweeper (%s)', (_name, fresh) => {
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

  const T = Date.UTC(2026, 10, 10, 12, 0);
  const sweeperAt = (now: number, provider: PaymentProvider = new LocalPaymentProvider(store.localPayments)) =>
    createHoldSweeper({ orders: store.orders, provider, log: silentLog, now: () => now });
  const lapseEvents = async (orderId: string) => (await store.orders.events(orderId)).filter((event) => event.note === HOLD_LAPSED_NOTE);

  it('marks a hold lapsed once its end has passed, once, with an event that keeps the status', async () => {
    const order = await heldOrder(store, db, { holdEndsAt: new Date(T) });

    expect(await sweeperAt(T - MINUTE).sweepOnce()).toBe(0);
    expect((await store.orders.findById(order.id))!.payment.state).toBe('held');

    expect(await sweeperAt(T + MINUTE).sweepOnce()).toBe(1);
    const lapsed = (await store.orders.findById(order.id))!;
    expect(lapsed).toMatchObject({ status: 'paid', payment: { state: 'lapsed', chargedCents: null } });
    expect(await lapseEvents(order.id)).toEqual([
      { at: expect.any(Date), from: 'paid', to: 'paid', actor: 'system', note: HOLD_LAPSED_NOTE },
    ]);
    // The test card's hold is given back too, as Stripe's would be.
    expect((await store.localPayments.byOrder(order.id, 'order'))!.state).toBe('released');

    expect(await sweeperAt(T + 2 * MINUTE).sweepOnce()).toBe(0);
    expect(await lapseEvents(order.id)).toHaveLength(1);
  });

  it('leaves a captured order alone, whenever its hold would have ended', async () => {
    const order = await heldOrder(store, db, { holdEndsAt: new Date(T - HOUR) });
    await setPayment(store, db, order, { state: 'captured', chargedCents: 1302 });
    await sweeperAt(T).sweepOnce();
    expect((await store.orders.findById(order.id))!.payment.state).toBe('captured');
    expect(await lapseEvents(order.id)).toEqual([]);
  });

  it("with Stripe, cancels the lapsed hold's payment intent, keyed by the order, so nothing dangles on the card", async () => {
    const order = await heldOrder(store, db, { holdEndsAt: new Date(T - 30 * MINUTE), standIn });
    const stripe = createStripeProvider(createStripeClient(standInSettings(standIn)), silentLog);
    standIn.requests.length = 0;

    expect(await sweeperAt(T, stripe).sweepOnce()).toBe(1);

    const cancel = standIn.requests.find((request) => request.path === `/v1/payment_intents/pi_${order.providerSessionId}/cancel`);
    expect(cancel).toMatchObject({ method: 'POST' });
    expect(cancel!.headers['idempotency-key']).toBe(`release-${order.id}`);
    expect(standIn.intents.get(`pi_${order.providerSessionId}`)!.status).toBe('canceled');
    expect((await store.orders.findById(order.id))!.payment.state).toBe('lapsed');
  });

  it('still marks the hold lapsed when the provider does not answer the release, and says so', async () => {
    const order = await heldOrder(store, db, { holdEndsAt: new Date(T - 40 * MINUTE), standIn });
    const logged: string[] = [];
    const down = createStripeProvider(createStripeClient(standInSettings(standIn, { port: 1 })), silentLog);
    const sweeper = createHoldSweeper({ orders: store.orders, provider: down, log: (message) => logged.push(message), now: () => T });

    await sweeper.sweepOnce();

    expect((await store.orders.findById(order.id))!.payment.state).toBe('lapsed');
    expect(logged).toContain(`Could not release the lapsed card hold of order ${order.number}`);
  });
});
