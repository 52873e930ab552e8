import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from 'contract';
import type { NewOrder, PaymentOutcome, OrderStatusChange, StoredCustomer, StoredEvent, StoredOrder } from '../domain';
import type { Database } from '../store/database';
import type { ChangeMail } from '../mail/compose';
import { enqueue } from '../mail/outbox';
import { createOrderLists } from './orderLists';
import { customerColumns, findOne, SYSTEM_ACTOR, withLines } from './orderRows';
import { createPendingOrder, type PendingDecisions } from './pendingOrder';
import { placeholdersOf, preparedStatement } from '../store/preparedStatement';
import { releaseStock, sellStock } from '../stock/stockStore';
import { cardHoldEndsAt } from '../payments/cardHold';
import { createBalanceStore } from '../weighing/balanceStore';
import { createHoldsStore } from '../weighing/holdsStore';
import { orderEvents, orders, providerEvents } from '../store/schema';

export { IdempotencyConflictError } from './pendingOrder';

/** An order never paid gives back the stock its checkout took (docs/product.md#stock). */
const GIVES_STOCK_BACK: ReadonlySet<OrderStatus> = new Set(['expired', 'cancelled', 'failed']);

/**
 * One move of orders' status: which orders (`match`, still `from`), to what, by whom, what else to
 * set, and the e-mails it causes, composed by the caller (docs/decisions/mail-outbox.md).
 */
interface Move {
  match: SQL | undefined;
  from: OrderStatus;
  to: OrderStatus;
  actor: string;
  note: string | null;
  set?: Partial<typeof orders.$inferInsert>;
  mail: ChangeMail;
}

/** More than any shopper leaves waiting; the bound keeps a look-up by a forged cookie small. */
const MAX_PENDING_PER_BROWSER = 20;

/** Every checkout records its provider's session: built once (src/store/preparedStatement.ts). */
const attachSession = preparedStatement(
  'checkout_attach_session',
  (db, values: { orderId: string; sessionId: string; checkoutUrl: string }) => {
    const { orderId, sessionId, checkoutUrl } = placeholdersOf(values);
    return db
      .update(orders)
      .set({ providerSessionId: sql`${sessionId}`, checkoutUrl: sql`${checkoutUrl}` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
  },
);

/**
 * The one data-access layer of the service, the same for PGlite and PostgreSQL. Every change of
 * an order is a single conditional statement or transaction, so concurrent callers (a webhook and
 * the success page, two replicas) cannot apply the same change twice.
 */
export function createOrderStore(db: Database) {
  /**
   * The e-mails the caller composed for a change, from each order as the change left it, written
   * to the outbox in the change's own transaction (docs/decisions/mail-outbox.md): committed
   * together or not at all.
   */
  async function enqueueMail(tx: Database, ids: string[], mail: ChangeMail): Promise<void> {
    if (ids.length === 0) return;
    const rows = await tx.select().from(orders).where(inArray(orders.id, ids));
    for (const order of await withLines(tx, rows)) for (const message of mail(order)) await enqueue(tx, order.id, message);
  }

  /**
   * What follows every move of orders, in the move's transaction: a paid order's held units are
   * sold, an unpaid end gives them back (docs/product.md#stock), whoever moved it, and the move's
   * e-mails are queued.
   */
  async function afterMove(tx: Database, ids: string[], move: Move): Promise<void> {
    if (move.to === 'paid') await sellStock(tx, ids);
    if (GIVES_STOCK_BACK.has(move.to)) await releaseStock(tx, ids);
    await enqueueMail(tx, ids, move.mail);
  }

  /**
   * The one way an order's status changes, for the staff, the sweeper and the provider alike: one
   * conditional update (only orders matching and still `from` move, so of two callers one wins),
   * its event, and what follows the move (stock, e-mails), in the caller's transaction. Returns the
   * ids that moved.
   */
  async function transition(tx: Database, move: Move): Promise<string[]> {
    const updated = await tx
      .update(orders)
      .set({ ...move.set, status: move.to })
      .where(and(move.match, eq(orders.status, move.from)))
      .returning({ id: orders.id });
    const ids = updated.map(({ id }) => id);
    if (ids.length === 0) return ids;
    await tx
      .insert(orderEvents)
      .values(ids.map((orderId) => ({ orderId, fromStatus: move.from, toStatus: move.to, actor: move.actor, note: move.note })));
    await afterMove(tx, ids, move);
    return ids;
  }

  return {
    ...createOrderLists(db),
    // The card holds of weighed produce and their pay links (docs/decisions/weighed-produce.md).
    ...createHoldsStore(db),
    ...createBalanceStore(db),

    /** A pending order with its lines and stock, once per idempotency key (src/orders/pendingOrder.ts). */
    createPendingOrder: (input: NewOrder, decisions?: PendingDecisions) => createPendingOrder(db, input, decisions),

    /**
     * Records the provider's session for an order still pending; the same session may be recorded
     * again. False when the order was closed meanwhile (cancelled while its session was being made).
     */
    async attachSession(orderId: string, sessionId: string, checkoutUrl: string): Promise<boolean> {
      return (await attachSession(db, { orderId, sessionId, checkoutUrl })).length > 0;
    },

    findBySession: (sessionId: string) => findOne(db, eq(orders.providerSessionId, sessionId)),
    findByIdempotencyKey: (key: string) => findOne(db, eq(orders.idempotencyKey, key)),
    /** The browser's checkouts still waiting for payment (its checkout cookie's hash), oldest first. */
    async pendingOfBrowser(browserKeyHash: string): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.browserKeyHash, browserKeyHash), eq(orders.status, 'pending')))
        .orderBy(asc(orders.createdAt))
        .limit(MAX_PENDING_PER_BROWSER);
      return withLines(db, rows);
    },
    findById: (id: string) => findOne(db, eq(orders.id, id)),
    findByNumber: (number: string) => findOne(db, eq(orders.number, number)),
    /** The order whose page token is exactly this one (the shopper's order page). */
    findByPageToken: (token: string) => findOne(db, eq(orders.pageToken, token)),

    /**
     * A staff member's change, once: the status changes only while it is still `from` (one
     * conditional update), and its event is written in the same transaction. Of two staff pressing
     * the same button at once, one changes the order and writes one event; the other gets false.
     * `mail` is what the change sends (`noMail` when it tells no one), written with it.
     */
    async changeStatus(change: OrderStatusChange, mail: ChangeMail): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await transition(tx, {
          match: eq(orders.id, change.orderId),
          from: change.from,
          to: change.to,
          actor: change.actor,
          note: change.note,
          set: { ...(change.refundId !== undefined && { refundId: change.refundId }), ...(change.payment && { payment: change.payment }) },
          mail,
        });
        return moved.length > 0;
      });
    },

    /** Orders still pending that were created before `cutoff`, oldest first: checkouts past their hold. */
    async pendingCreatedBefore(cutoff: Date, limit: number): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)))
        .orderBy(asc(orders.createdAt))
        .limit(limit);
      return withLines(db, rows);
    },

    /**
     * Expires a pending order whose payment session was never created (the provider failed and the
     * shopper did not try again), giving its stock back, once.
     */
    async expireUnstarted(orderId: string, mail: ChangeMail): Promise<boolean> {
      return db.transaction(async (tx) => {
        const match = and(eq(orders.id, orderId), isNull(orders.providerSessionId));
        const moved = await transition(tx, {
          match,
          from: 'pending',
          to: 'expired',
          actor: SYSTEM_ACTOR,
          note: 'no payment session was created',
          mail,
        });
        return moved.length > 0;
      });
    },

    /**
     * A payment that arrived after the order stopped waiting for one, and was refunded at once
     * (docs/product.md#late-payments): recorded once, with its event and its e-mails (`mail`, to the
     * shopper and the farm) in one transaction. False when it was recorded already. A card hold
     * released rather than refunded leaves the order's payment `released`.
     */
    async recordLateRefund(
      orderId: string,
      refundId: string,
      note: string,
      mail: ChangeMail,
      { releasedHold = false }: { releasedHold?: boolean } = {},
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(orders)
          .set({ lateRefundId: refundId, ...(releasedHold ? { payment: 'released' as const } : {}) })
          .where(and(eq(orders.id, orderId), isNull(orders.lateRefundId)))
          .returning({ status: orders.status });
        if (updated.length === 0) return false;
        const { status } = updated[0];
        await tx.insert(orderEvents).values({ orderId, fromStatus: status, toStatus: status, actor: SYSTEM_ACTOR, note });
        await enqueueMail(tx, [orderId], mail);
        return true;
      });
    },

    /** An order's timeline, oldest change first. */
    async events(orderId: string): Promise<StoredEvent[]> {
      return db
        .select({
          at: orderEvents.at,
          from: orderEvents.fromStatus,
          to: orderEvents.toStatus,
          actor: orderEvents.actor,
          note: orderEvents.note,
        })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    /**
     * Applies what the provider reported, once: only a pending order changes, and an event id
     * is recorded in the same transaction, so a replayed event changes nothing. Collected
     * customer details fill only what the order does not already have; `mail` is what the move sends.
     */
    async applyOutcome(
      change: {
        sessionId: string;
        outcome: PaymentOutcome;
        collected?: Partial<StoredCustomer> | null;
        event?: { id: string; type: string };
      },
      mail: ChangeMail,
    ): Promise<{ duplicateEvent: boolean; transitioned: boolean }> {
      return db.transaction(async (tx) => {
        if (change.event) {
          const recorded = await tx
            .insert(providerEvents)
            .values({ eventId: change.event.id, type: change.event.type })
            .onConflictDoNothing()
            .returning();
          if (recorded.length === 0) return { duplicateEvent: true, transitioned: false };
        }
        if (change.outcome === 'pending') return { duplicateEvent: false, transitioned: false };
        const collected = customerColumns(change.collected ?? null);
        const fill = Object.fromEntries(
          Object.entries(collected).map(([key, value]) => [key, sql`coalesce(${orders[key as keyof typeof collected]}, ${value})`]),
        );
        const paidAt = change.outcome === 'paid' ? new Date() : null;
        // A held card's authorisation ends CARD_HOLD_DAYS after it was placed: by then it must be captured.
        const [held] = paidAt
          ? await tx
              .select({ payment: orders.payment })
              .from(orders)
              .where(and(eq(orders.providerSessionId, change.sessionId), eq(orders.payment, 'held')))
              .limit(1)
          : [];
        const moved = await transition(tx, {
          match: eq(orders.providerSessionId, change.sessionId),
          from: 'pending',
          to: change.outcome,
          actor: SYSTEM_ACTOR,
          note: change.event?.type ?? null,
          set: { ...fill, paidAt, ...(paidAt && held && { holdEndsAt: cardHoldEndsAt(paidAt) }) },
          mail,
        });
        return { duplicateEvent: false, transitioned: moved.length > 0 };
      });
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
