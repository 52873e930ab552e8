import { and, eq } from 'drizzle-orm';
import { DEFAULT_HOLD_BUFFER_PERCENT, holdCents, type Fulfilment, type OrderStatus } from 'contract';
import { createOutbox } from '../../src/mail/outbox';
import { createFulfil } from '../../src/orders/fulfil';
import { createOrderStore } from '../../src/orders/orderStore';
import { createStockStore } from '../../src/stock/stockStore';
import { createLocalPaymentStore } from '../../src/payments/local/localPaymentStore';
import { LocalPaymentProvider } from '../../src/payments/local/localProvider';
import type { Database } from '../../src/store/database';
import { openDatabase, type Store, type StoreLocation } from '../../src/store/openStore';
import { orderEvents, orders } from '../../src/store/schema';
import type { PricedLine, StoredOrder } from '../../src/domain';
import { CUSTOMER, SITE, silentLog, testMail } from './fixtures';

/**
 * Orders as the farm's office finds them, made through the store's own calls (so their events are
 * the real ones), with the database at hand to set when things happened: the office's lists depend
 * on the day, and tests cannot wait for one.
 */

/** The part of the service's store the office's work uses. */
export type OfficeStore = Pick<Store, 'orders' | 'stock' | 'localPayments' | 'outbox' | 'close'>;

/** That store and its database, in memory unless given a location (test/support/backends.ts). */
export async function openOfficeStore(
  location: StoreLocation = { kind: 'pglite', dataDir: null },
): Promise<{ store: OfficeStore; db: Database }> {
  const { db, close } = await openDatabase(location, { log: silentLog, onLockLost: silentLog });
  return {
    db,
    store: {
      orders: createOrderStore(db),
      stock: createStockStore(db),
      localPayments: createLocalPaymentStore(db),
      outbox: createOutbox(db),
      close,
    },
  };
}

const TOMATOES: PricedLine = {
  productId: 1,
  title: 'Heirloom Tomatoes',
  imageUrl: `${SITE}/assets/products/tomato.svg`,
  unitAmountCents: 630,
  quantity: 2,
  estimatedGrams: null,
};
const APPLES: PricedLine = {
  productId: 2,
  title: 'Crisp Red Apples',
  imageUrl: `${SITE}/assets/products/red-apple.svg`,
  unitAmountCents: 450,
  quantity: 1,
  estimatedGrams: null,
};

export interface OrderSpec {
  customer?: Partial<typeof CUSTOMER>;
  lines?: PricedLine[];
  provider?: 'local' | 'stripe';
  /** For a Stripe order: its Checkout Session id. */
  sessionId?: string;
  /** A delivery unless it says otherwise. */
  fulfilment?: Fulfilment;
}

/** A pending order with its payment session opened (the local provider's, unless Stripe's is named). */
export async function placeOrder(store: OfficeStore, spec: OrderSpec = {}): Promise<StoredOrder> {
  const lines = spec.lines ?? [TOMATOES, APPLES];
  const totalCents = lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0) + (spec.fulfilment?.feeCents ?? 0);
  // A weighed line makes the order a hold, as the checkout does (docs/decisions/weighed-produce.md).
  const weighedCents = lines.reduce((sum, line) => sum + (line.estimatedGrams === null ? 0 : line.unitAmountCents * line.quantity), 0);
  const { order } = await store.orders.createPendingOrder({
    lines,
    totalCents,
    heldCents: weighedCents > 0 ? holdCents(totalCents, weighedCents, DEFAULT_HOLD_BUFFER_PERCENT) : null,
    currency: 'usd',
    customer: { ...CUSTOMER, ...spec.customer },
    fulfilment: spec.fulfilment ?? { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
    provider: spec.provider ?? 'local',
    idempotencyKey: null,
    fingerprint: 'test',
    holder: { clientKey: null, browserKeyHash: null },
  });
  const sessionId =
    spec.sessionId ??
    (
      await store.localPayments.open(order.id, {
        purpose: 'order',
        amountCents: order.payment.heldCents ?? order.totalCents,
        hold: order.payment.heldCents !== null,
        successUrl: `${SITE}/checkout/success`,
        cancelUrl: `${SITE}/checkout/cancel`,
      })
    ).sessionId;
  await store.orders.attachSession(order.id, sessionId, `${SITE}/pay/${sessionId}`);
  return (await store.orders.findById(order.id))!;
}

/** A paid order, with its e-mails (testMail): for the local provider, its test payment paid and confirmed by fulfil, as the Pay button does. */
export async function paidOrder(store: OfficeStore, spec: OrderSpec = {}): Promise<StoredOrder> {
  return payOrder(store, await placeOrder(store, spec));
}

/** A placed order paid, as paidOrder pays it: what a test that changes the order before payment calls. */
export async function payOrder(store: OfficeStore, order: StoredOrder): Promise<StoredOrder> {
  if (order.provider === 'local') {
    await store.localPayments.settle(order.providerSessionId!, 'paid', new Date(0));
    await createFulfil(store.orders, new LocalPaymentProvider(store.localPayments), testMail)(order.providerSessionId!);
  } else {
    await store.orders.applyOutcome({ sessionId: order.providerSessionId!, outcome: 'paid' }, testMail('paid'));
  }
  return (await store.orders.findById(order.id))!;
}

/**
 * Books a delivery's day, zone and fee on an order directly, its total its lines and the fee, as the
 * checkout stores them (docs/product.md#delivery-rules): the office's day lists and the e-mails
 * read these columns, whichever way they were written.
 */
export async function bookDelivery(
  db: Database,
  order: StoredOrder,
  booking: { day: string | null; zone: string | null; feeCents: number },
): Promise<StoredOrder> {
  const totalCents = order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0) + booking.feeCents;
  await db
    .update(orders)
    .set({ deliveryDay: booking.day, deliveryZone: booking.zone, deliveryFeeCents: booking.feeCents, totalCents })
    .where(eq(orders.id, order.id));
  return {
    ...order,
    totalCents,
    fulfilment: { ...order.fulfilment, deliveryDay: booking.day, zone: booking.zone, feeCents: booking.feeCents },
  };
}

/** Puts an order in a status directly, without an event: the starting point of a transition under test. */
export async function forceStatus(db: Database, order: StoredOrder, status: OrderStatus): Promise<StoredOrder> {
  await db.update(orders).set({ status }).where(eq(orders.id, order.id));
  return { ...order, status };
}

/** Sets when an order was created and paid, and when each of its events happened, as if it were then. */
export async function setTimes(
  db: Database,
  order: StoredOrder,
  times: { createdAt?: Date; paidAt?: Date | null; events?: Partial<Record<OrderStatus, Date>> },
) {
  const set = { ...(times.createdAt && { createdAt: times.createdAt }), ...(times.paidAt !== undefined && { paidAt: times.paidAt }) };
  if (Object.keys(set).length) await db.update(orders).set(set).where(eq(orders.id, order.id));
  for (const [to, at] of Object.entries(times.events ?? {})) {
    await db
      .update(orderEvents)
      .set({ at })
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, to as OrderStatus)));
  }
}
