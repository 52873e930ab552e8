import { eq } from 'drizzle-orm';
import type { PaymentState } from 'contract';
import type { PricedLine, StoredOrder } from '../../src/domain';
import type { Database } from '../../src/store/database';
import { orders } from '../../src/store/schema';
import type { ServiceConfig } from '../../src/config/config';
import { openDatabase, storesOn, type Store } from '../../src/store/openStore';
import type { BACKENDS } from '../support/backends';
import { serve, silentLog, SITE, testConfig, type Service } from '../support/fixtures';
import { payOrder, placeOrder, type OfficeStore } from '../support/officeOrders';
import type { StripeStandIn } from '../support/stripeStandIn.js';

/**
 * Orders whose card is held, for the tests of the holds' later life (src/weighing/): placed and
 * paid through the store's own calls, then set where a test needs them (when the hold ends, what
 * the weights made of it) directly, as the weighing itself is tested elsewhere.
 */

export const HOUR = 60 * 60_000;

/** Tomatoes sold by weight, about 1 kg a piece: the order's card is held, not charged. */
export const WEIGHED_TOMATOES: PricedLine = {
  productId: 1,
  title: 'Heirloom Tomatoes',
  imageUrl: `${SITE}/assets/products/tomato.svg`,
  unitAmountCents: 630,
  quantity: 2,
  estimatedGrams: 1000,
};

let stripeSessions = 0;

/**
 * A paid order with a weighed line, its hold ending at `holdEndsAt`. A Stripe order's session is
 * put on the stand-in and completed there, so its payment intent (`pi_<session id>`) is a hold
 * Stripe would capture or cancel.
 */
export async function heldOrder(
  store: OfficeStore,
  db: Database,
  { holdEndsAt, standIn }: { holdEndsAt: Date; standIn?: StripeStandIn },
): Promise<StoredOrder> {
  let sessionId: string | undefined;
  if (standIn) {
    sessionId = `cs_test_held${++stripeSessions}`;
    standIn.sessions.set(sessionId, {
      id: sessionId,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      status: 'open',
      amount_total: 1449,
      payment_status: 'unpaid',
      payment_intent: null,
      capture_method: 'manual',
      client_reference_id: null,
      metadata: {},
      customer_details: null,
      collected_information: null,
    });
    standIn.completeSession(sessionId);
  }
  // A weighed line makes placeOrder hold the card, as the checkout does (docs/decisions/weighed-produce.md).
  const placed = await placeOrder(store, { lines: [WEIGHED_TOMATOES], ...(standIn && { provider: 'stripe', sessionId }) });
  const order = await payOrder(store, placed);
  return setPayment(store, db, order, { holdEndsAt });
}

/** Sets an order's money as a test needs it: its payment state, what was charged, when its hold ends. */
export async function setPayment(
  store: OfficeStore,
  db: Database,
  order: StoredOrder,
  change: { state?: PaymentState; chargedCents?: number | null; holdEndsAt?: Date },
): Promise<StoredOrder> {
  await db
    .update(orders)
    .set({
      ...(change.state && { payment: change.state }),
      ...(change.chargedCents !== undefined && { chargedCents: change.chargedCents }),
      ...(change.holdEndsAt && { holdEndsAt: change.holdEndsAt }),
    })
    .where(eq(orders.id, order.id));
  return (await store.orders.findById(order.id))!;
}

/**
 * For a describe block: a fresh store on one of the two back ends, its database at hand, and the
 * service on it with a clock the tests set (`clock.now`); `config` is read when the block starts
 * (a Stripe stand-in's port is known only then).
 */
export function holdsService(
  fresh: (typeof BACKENDS)[number][1],
  config: () => ServiceConfig = () => testConfig(),
): { readonly service: Service; readonly store: Store; readonly db: Database; clock: { now: number } } {
  const clock = { now: Date.now() };
  let backend: Awaited<ReturnType<typeof fresh>> | undefined;
  let opened: { store: Store; db: Database; service: Service } | undefined;
  beforeAll(async () => {
    backend = await fresh();
    const database = await openDatabase(backend.location, { log: silentLog, onLockLost: silentLog });
    const store = storesOn(database);
    opened = { store, db: database.db, service: await serve(config(), store, silentLog, { now: () => clock.now }) };
  });
  afterAll(async () => {
    await opened?.service.close();
    await opened?.store.close();
    await backend?.cleanup();
  });
  return {
    clock,
    get service() {
      return opened!.service;
    },
    get store() {
      return opened!.store;
    },
    get db() {
      return opened!.db;
    },
  };
}
