import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { BILLING_FIELDS, type BillingField } from 'shared';
import type { OrderStatus, PackingLine } from 'shared/src/api';
import type { FarmDay, NewOrder, OrderFilter, OrderPageQuery, PaymentOutcome, OrderStatusChange, Period, StoredCustomer, StoredEvent, StoredLine, StoredOrder } from '../domain';
import type { Database } from '../store/database';
import { newOrderNumber } from './orderNumber';
import type { MailComposer } from '../mail/compose';
import { enqueue } from '../mail/outbox';
import { newPageToken } from './pageToken';
import { releaseStock, reserveStock } from '../stock/stockStore';
import { orderEvents, orderLines, orders, providerEvents } from '../store/schema';

export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different checkout; send a new key for each attempt.');
    this.name = 'IdempotencyConflictError';
  }
}

type OrderRow = typeof orders.$inferSelect;

/**
 * Which column of `orders` keeps each billing field: a field added to BILLING_FIELDS does not
 * compile until it has its column here, and both directions below follow from this one map.
 */
const CUSTOMER_COLUMNS = {
  firstName: 'firstName',
  lastName: 'lastName',
  country: 'country',
  address1: 'addressLine1',
  address2: 'addressLine2',
  city: 'city',
  state: 'state',
  postcode: 'postcode',
  phone: 'phone',
  email: 'email',
  notes: 'notes',
} as const satisfies Record<BillingField, keyof OrderRow>;
type CustomerColumn = (typeof CUSTOMER_COLUMNS)[BillingField];

/** The order's customer columns, from a form's or a provider's fields; empty text is stored as null. */
const customerColumns = (customer: Partial<StoredCustomer> | null) =>
  Object.fromEntries(BILLING_FIELDS.map((field) => [CUSTOMER_COLUMNS[field], customer?.[field] || null])) as Record<CustomerColumn, string | null>;

const customerOf = (row: OrderRow) => Object.fromEntries(BILLING_FIELDS.map((field) => [field, row[CUSTOMER_COLUMNS[field]]])) as StoredCustomer;

const toOrder = (row: OrderRow, lines: StoredLine[]): StoredOrder => ({
  id: row.id,
  number: row.number,
  status: row.status,
  customer: customerOf(row),
  currency: row.currency,
  totalCents: row.totalCents,
  provider: row.provider,
  providerSessionId: row.providerSessionId,
  checkoutUrl: row.checkoutUrl,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
  refundId: row.refundId,
  pageToken: row.pageToken,
  fulfilment: { method: row.fulfilmentMethod, pickupDay: row.pickupDay },
  lines,
});

const LINE_COLUMNS = {
  orderId: orderLines.orderId,
  productId: orderLines.productId,
  title: orderLines.title,
  unitPriceCents: orderLines.unitPriceCents,
  quantity: orderLines.quantity,
  lineTotalCents: orderLines.lineTotalCents,
};

/** Orders with their lines, in the order given. */
async function withLines(db: Database, rows: OrderRow[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select(LINE_COLUMNS)
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((row) => row.id)))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, StoredLine[]>();
  for (const { orderId, ...line } of lines) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

async function findOne(db: Database, where: SQL | undefined): Promise<StoredOrder | null> {
  const [order] = await withLines(db, await db.select().from(orders).where(where).limit(1));
  return order ?? null;
}

/** `LIKE` text that matches itself only: `%`, `_` and the escape character are escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const within = (column: typeof orders.paidAt | typeof orderEvents.at, period: Period) => and(gte(column, period.start), lt(column, period.end));

/** The orders whose day it is: pickups booked for it, deliveries paid within it. */
const dueOn = (day: FarmDay) =>
  or(and(eq(orders.fulfilmentMethod, 'pickup'), eq(orders.pickupDay, day.day)), and(eq(orders.fulfilmentMethod, 'delivery'), within(orders.paidAt, day)));

/** The office's filters and search, as one condition (undefined: every order). */
function pageConditions(query: OrderPageQuery): SQL | undefined {
  const search = query.search ? containing(query.search) : undefined;
  const fullName = sql`coalesce(${orders.firstName}, '') || ' ' || coalesce(${orders.lastName}, '')`;
  return and(
    query.statuses?.length ? inArray(orders.status, [...query.statuses]) : undefined,
    query.from ? gte(orders.createdAt, query.from) : undefined,
    query.to ? lte(orders.createdAt, query.to) : undefined,
    query.method ? eq(orders.fulfilmentMethod, query.method) : undefined,
    search ? or(ilike(orders.number, search), ilike(fullName, search), ilike(orders.email, search)) : undefined,
  );
}

/** An order never paid gives back the stock its checkout took (docs/product.md#stock). */
const GIVES_STOCK_BACK: ReadonlySet<OrderStatus> = new Set(['expired', 'cancelled', 'failed']);

/** Who changed an order when no one on the staff did: the checkout, the payment provider. */
const SYSTEM_ACTOR = 'system';

/** A unique-index clash on the random order number, the one insert failure worth a retry. */
function isNumberClash(error: unknown): boolean {
  for (let e = error as { cause?: unknown; constraint?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.constraint === 'orders_number_unique') return true;
  }
  return false;
}

/**
 * The one data-access layer of the service, the same for PGlite and PostgreSQL. Every change of
 * an order is a single conditional statement or transaction, so concurrent callers (a webhook and
 * the success page, two replicas) cannot apply the same change twice.
 */
export function createOrderStore(db: Database, { mail }: { mail?: MailComposer } = {}) {
  /**
   * The e-mails a move to `to` causes, written to the outbox in the move's own transaction
   * (docs/decisions/mail-outbox.md): committed together or not at all. Without a composer, none.
   */
  async function enqueueMail(tx: Database, ids: string[], to: OrderStatus): Promise<void> {
    if (!mail || ids.length === 0) return;
    const rows = await tx.select().from(orders).where(inArray(orders.id, ids));
    for (const order of await withLines(tx, rows)) for (const message of mail(order, to)) await enqueue(tx, order.id, message);
  }

  async function insertPending(input: NewOrder): Promise<{ order: StoredOrder; created: boolean }> {
    return db.transaction(async (tx) => {
      const id = randomUUID();
      const inserted = await tx
        .insert(orders)
        .values({
          id,
          number: newOrderNumber(),
          pageToken: newPageToken(),
          ...customerColumns(input.customer),
          currency: input.currency,
          totalCents: input.totalCents,
          provider: input.provider,
          idempotencyKey: input.idempotencyKey,
          requestFingerprint: input.fingerprint,
          fulfilmentMethod: input.fulfilment.method,
          pickupDay: input.fulfilment.pickupDay,
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning();
      if (inserted.length === 0) {
        const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey!)).limit(1);
        if (existing.requestFingerprint !== input.fingerprint) throw new IdempotencyConflictError();
        return { order: (await withLines(tx, [existing]))[0], created: false };
      }
      // Only a new order takes stock, in this transaction: a refusal rolls the order back with it.
      const reserved = await reserveStock(tx, new Map(input.lines.map((line) => [line.productId, line.quantity])));
      const lines = input.lines.map((line, position) => ({
        orderId: id,
        position,
        productId: line.productId,
        title: line.title,
        unitPriceCents: line.unitAmountCents,
        quantity: line.quantity,
        lineTotalCents: line.unitAmountCents * line.quantity,
        reservedQuantity: reserved.get(line.productId) ?? 0,
      }));
      await tx.insert(orderLines).values(lines);
      await tx.insert(orderEvents).values({ orderId: id, fromStatus: null, toStatus: 'pending', actor: SYSTEM_ACTOR });
      return { order: toOrder(inserted[0], lines.map(({ orderId: _o, position: _p, reservedQuantity: _r, ...line }) => line)), created: true };
    });
  }

  return {
    /**
     * Writes a pending order and its lines in one transaction. With an idempotency key already
     * stored, returns that order instead (or refuses, when the request differs).
     */
    async createPendingOrder(input: NewOrder): Promise<{ order: StoredOrder; created: boolean }> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await insertPending(input);
        } catch (error) {
          if (attempt >= 3 || !isNumberClash(error)) throw error;
        }
      }
    },

    /** Records the provider's session for an order; the same session may be recorded again. */
    async attachSession(orderId: string, sessionId: string, checkoutUrl: string): Promise<void> {
      await db.update(orders).set({ providerSessionId: sessionId, checkoutUrl }).where(eq(orders.id, orderId));
    },

    findBySession: (sessionId: string) => findOne(db, eq(orders.providerSessionId, sessionId)),
    findById: (id: string) => findOne(db, eq(orders.id, id)),
    findByNumber: (number: string) => findOne(db, eq(orders.number, number)),
    /** The order whose page token is exactly this one (the shopper's order page). */
    findByPageToken: (token: string) => findOne(db, eq(orders.pageToken, token)),

    /**
     * A staff member's change, once: the status changes only while it is still `from` (one
     * conditional update), and its event is written in the same transaction. Of two staff pressing
     * the same button at once, one changes the order and writes one event; the other gets false.
     */
    async changeStatus(change: OrderStatusChange): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(orders)
          .set({ status: change.to, ...(change.refundId === undefined ? {} : { refundId: change.refundId }) })
          .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
          .returning({ id: orders.id });
        if (updated.length === 0) return false;
        await tx.insert(orderEvents).values({ orderId: change.orderId, fromStatus: change.from, toStatus: change.to, actor: change.actor, note: change.note });
        if (GIVES_STOCK_BACK.has(change.to)) await releaseStock(tx, [change.orderId]);
        await enqueueMail(tx, [change.orderId], change.to);
        return true;
      });
    },

    /** Orders still pending that were created before `cutoff`, oldest first: checkouts past their hold. */
    async pendingCreatedBefore(cutoff: Date, limit: number): Promise<Pick<StoredOrder, 'id' | 'number' | 'providerSessionId'>[]> {
      return db
        .select({ id: orders.id, number: orders.number, providerSessionId: orders.providerSessionId })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)))
        .orderBy(asc(orders.createdAt))
        .limit(limit);
    },

    /**
     * Expires a pending order whose payment session was never created (the provider failed and the
     * shopper did not try again), giving its stock back, once.
     */
    async expireUnstarted(orderId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(orders)
          .set({ status: 'expired' })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), isNull(orders.providerSessionId)))
          .returning({ id: orders.id });
        if (updated.length === 0) return false;
        await tx.insert(orderEvents).values({ orderId, fromStatus: 'pending', toStatus: 'expired', actor: SYSTEM_ACTOR, note: 'no payment session was created' });
        await releaseStock(tx, [orderId]);
        return true;
      });
    },

    /** An order's timeline, oldest change first. */
    async events(orderId: string): Promise<StoredEvent[]> {
      return db
        .select({ at: orderEvents.at, from: orderEvents.fromStatus, to: orderEvents.toStatus, actor: orderEvents.actor, note: orderEvents.note })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    /**
     * Applies what the provider reported, once: only a pending order changes, and an event id
     * is recorded in the same transaction, so a replayed event changes nothing. Collected
     * customer details fill only what the order does not already have.
     */
    async applyOutcome(change: {
      sessionId: string;
      outcome: PaymentOutcome;
      collected?: Partial<StoredCustomer> | null;
      event?: { id: string; type: string };
    }): Promise<{ duplicateEvent: boolean; transitioned: boolean }> {
      return db.transaction(async (tx) => {
        if (change.event) {
          const recorded = await tx.insert(providerEvents).values({ eventId: change.event.id, type: change.event.type }).onConflictDoNothing().returning();
          if (recorded.length === 0) return { duplicateEvent: true, transitioned: false };
        }
        if (change.outcome === 'pending') return { duplicateEvent: false, transitioned: false };
        const collected = customerColumns(change.collected ?? null);
        const fill = Object.fromEntries(
          Object.entries(collected).map(([key, value]) => [key, sql`coalesce(${orders[key as keyof typeof collected]}, ${value})`]),
        );
        const updated = await tx
          .update(orders)
          .set({ ...fill, status: change.outcome, paidAt: change.outcome === 'paid' ? new Date() : null })
          .where(and(eq(orders.providerSessionId, change.sessionId), eq(orders.status, 'pending')))
          .returning({ id: orders.id });
        if (updated.length > 0) {
          const note = change.event?.type ?? null;
          await tx.insert(orderEvents).values(updated.map(({ id }) => ({ orderId: id, fromStatus: 'pending' as const, toStatus: change.outcome, actor: SYSTEM_ACTOR, note })));
          if (GIVES_STOCK_BACK.has(change.outcome)) await releaseStock(tx, updated.map(({ id }) => id));
          await enqueueMail(tx, updated.map(({ id }) => id), change.outcome);
        }
        return { duplicateEvent: false, transitioned: updated.length > 0 };
      });
    },

    /**
     * One page of the office's list and how many orders match in all: the orders whose day is
     * today at the farm first, then newest first.
     */
    async page(query: OrderPageQuery): Promise<{ orders: StoredOrder[]; total: number }> {
      const where = pageConditions(query);
      const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(sql`case when ${dueOn(query.today)} then 0 else 1 end`, desc(orders.createdAt), desc(orders.number))
        .offset(query.offset)
        .limit(query.limit);
      return { orders: await withLines(db, rows), total };
    },

    /** The paid orders not yet packed whose day it is (dueOn), pickups first, then first paid first. */
    async toPackOn(day: FarmDay): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'paid'), dueOn(day)))
        .orderBy(desc(orders.fulfilmentMethod), asc(orders.paidAt), asc(orders.number));
      return withLines(db, rows);
    },

    /** What to harvest and pack for a day: the quantity of each product over the orders toPackOn it. */
    async packingFor(day: FarmDay): Promise<PackingLine[]> {
      return db
        .select({
          productId: orderLines.productId,
          title: orderLines.title,
          quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
          orders: sql<number>`count(distinct ${orderLines.orderId})`.mapWith(Number),
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.status, 'paid'), dueOn(day)))
        .groupBy(orderLines.productId, orderLines.title)
        .orderBy(asc(orderLines.title));
    },

    /**
     * The deliveries that went out within the period (their event), still out or delivered since,
     * by town, postcode and number: a day's run, as the driver takes it. Never a pickup.
     */
    async outForDeliveryWithin(period: Period): Promise<StoredOrder[]> {
      const wentOut = db
        .select({ one: sql`1` })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'out_for_delivery'), within(orderEvents.at, period)));
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.fulfilmentMethod, 'delivery'), inArray(orders.status, ['out_for_delivery', 'delivered']), exists(wentOut)))
        .orderBy(asc(orders.city), asc(orders.postcode), asc(orders.number));
      return withLines(db, rows);
    },

    /** Newest first, with their lines. */
    async list({ statuses, from, to, limit }: OrderFilter): Promise<StoredOrder[]> {
      const conditions = [
        statuses?.length ? inArray(orders.status, [...statuses]) : undefined,
        from ? gte(orders.createdAt, from) : undefined,
        to ? lte(orders.createdAt, to) : undefined,
      ];
      const rows = await db
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(limit);
      return withLines(db, rows);
    },

    /** What to harvest and pack: the quantity of each product over the orders paid in a period. */
    async packingList({ from, to }: { from?: Date; to?: Date }): Promise<PackingLine[]> {
      const rows = await db
        .select({
          productId: orderLines.productId,
          title: orderLines.title,
          quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
          orders: sql<number>`count(distinct ${orderLines.orderId})`.mapWith(Number),
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.status, 'paid'), from ? gte(orders.paidAt, from) : undefined, to ? lte(orders.paidAt, to) : undefined))
        .groupBy(orderLines.productId, orderLines.title)
        .orderBy(asc(orderLines.title));
      return rows;
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
