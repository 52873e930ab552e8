import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NewOrder, StoredOrder } from '../domain';
import { RequestError } from '../http/httpErrors';
import type { Database } from '../store/database';
import { placeholdersOf, preparedStatement, rowOf } from '../store/preparedStatement';
import { newOrderNumber } from './orderNumber';
import { newPageToken } from './pageToken';
import { customerColumns, SYSTEM_ACTOR, toOrder, withLines } from './orderRows';
import { reserveStock, stockRowsOf, type StockRows } from '../stock/stockStore';
import { orderEvents, orderLines, orders } from '../store/schema';

/** How an order is born: pending, with its lines and the stock it holds, once per idempotency key. */

export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different checkout; send a new key for each attempt.');
    this.name = 'IdempotencyConflictError';
  }
}

/**
 * What the checkout decides in the pending order's own transaction, before the order is written:
 * its fulfilment and total by the farm's delivery rules, read there, with a place taken on its day
 * (src/checkout/deliveryChoice.ts; docs/product.md#delivery-rules). It throws a RequestError to
 * refuse, which rolls everything back. Without it, the order is stored as given.
 */
export type Booking = (tx: Database) => Promise<Pick<NewOrder, 'fulfilment' | 'totalCents'>>;

/**
 * What the checkout decides from the products as its transaction reads them: each line's estimated
 * grams where the farm sells it by weight now, and the card's hold (src/checkout/startCheckout.ts).
 * Given the estimates by product; without it, the lines and the hold are stored as given.
 */
export type Weigh = (estimatedGrams: ReadonlyMap<number, number>) => Pick<NewOrder, 'lines' | 'heldCents'>;

/** The decisions a checkout takes inside the pending order's transaction. */
export interface PendingDecisions {
  book?: Booking;
  weigh?: Weigh;
}

/** The estimated grams of each product sold by weight, from the stock rows the transaction read. */
function estimatesOf(rows: StockRows): Map<number, number> {
  const grams = new Map<number, number>();
  for (const [productId, row] of rows) if (row.estimatedGrams !== null) grams.set(productId, row.estimatedGrams);
  return grams;
}

/** A unique-index clash on the random order number, the one insert failure worth a retry. */
function isNumberClash(error: unknown): boolean {
  for (let e = error as { cause?: unknown; constraint?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.constraint === 'orders_number_unique') return true;
  }
  return false;
}

/** The order stored under the request's key, if any: the same request gets it back, another is refused. */
async function storedForKey(tx: Database, input: NewOrder): Promise<{ order: StoredOrder; created: boolean } | null> {
  if (!input.idempotencyKey) return null;
  const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)).limit(1);
  if (!existing) return null;
  if (existing.requestFingerprint !== input.fingerprint) throw new IdempotencyConflictError();
  return { order: (await withLines(tx, [existing]))[0], created: false };
}

/**
 * The booking's decision, taken first: a new request (nearly every one) finds no order of its key
 * and costs no lookup here; the insert's conflict on the key catches a retried request or its
 * concurrent twin (insertPending). A refusal may be a retried request's own (its day is full of its
 * own order, or past its cut-off, by now), so a refusal looks for the key's order, which answers instead.
 */
async function decide(tx: Database, input: NewOrder, book: Booking | undefined) {
  if (!book) return { decided: input };
  try {
    return { decided: await book(tx) };
  } catch (error) {
    if (error instanceof RequestError) {
      const stored = await storedForKey(tx, input);
      if (stored) return stored;
    }
    throw error;
  }
}

/**
 * The pending order's row, unless its key is stored already: every checkout runs it, so it is
 * built once (src/store/preparedStatement.ts), with these values' shape.
 */
const insertOrder = preparedStatement('checkout_insert_order', (db, values: typeof orders.$inferInsert) =>
  db.insert(orders).values(placeholdersOf(values)).onConflictDoNothing({ target: orders.idempotencyKey }).returning(),
);

type LineRow = typeof orderLines.$inferInsert;

/** Each line's values, named apart (`title_0`, `title_1`, …) for the statement of that many lines. */
const lineValues = (lines: readonly LineRow[]) =>
  Object.fromEntries(lines.flatMap((line, index) => Object.entries(line).map(([key, value]) => [`${key}_${index}`, value])));

/** The statement for each number of lines, built the first time a checkout has that many. */
const linesStatements = new Map<number, (db: Database, values: Record<string, unknown>) => Promise<unknown>>();

/**
 * The order's lines and its first event, in one statement (a data-modifying CTE): each statement
 * costs the checkout a round trip, and the event is written exactly when the lines are.
 */
function insertLinesAndFirstEvent(tx: Database, orderId: string, lines: readonly LineRow[]) {
  let statement = linesStatements.get(lines.length);
  if (!statement) {
    statement = preparedStatement(`checkout_insert_lines_${lines.length}`, (db, values: Record<string, unknown>) => {
      const named = placeholdersOf(values);
      const firstEvent = db
        .$with('first_event')
        .as(
          db
            .insert(orderEvents)
            .values({ orderId: named.orderId, fromStatus: null, toStatus: 'pending', actor: SYSTEM_ACTOR })
            .returning({ id: orderEvents.id }),
        );
      const rows = lines.map((line, index) =>
        Object.fromEntries(Object.keys(line).map((key) => [key, named[`${key}_${index}`]])),
      ) as unknown as LineRow[];
      return db.with(firstEvent).insert(orderLines).values(rows);
    });
    linesStatements.set(lines.length, statement);
  }
  return statement(tx, { orderId, ...lineValues(lines) });
}

async function insertPending(
  db: Database,
  given: NewOrder,
  { book, weigh }: PendingDecisions,
): Promise<{ order: StoredOrder; created: boolean }> {
  return db.transaction(async (tx) => {
    const decision = await decide(tx, given, book);
    if ('order' in decision) return decision;
    const { fulfilment, totalCents } = decision.decided;
    // One read of the products serves the weighing here and the stock's hold below (docs/performance-log.md).
    const stockRows = await stockRowsOf(
      tx,
      given.lines.map((line) => line.productId),
    );
    const input = weigh ? { ...given, ...weigh(estimatesOf(stockRows)) } : given;
    // The hold was given over the lines; the delivery fee the rules decided is held as it is charged.
    const heldCents = typeof input.heldCents === 'number' ? input.heldCents + totalCents - input.totalCents : null;
    const id = randomUUID();
    const inserted = await insertOrder(tx, {
      id,
      number: newOrderNumber(),
      pageToken: newPageToken(),
      ...customerColumns(input.customer),
      currency: input.currency,
      totalCents,
      // An order with a weighed line is held, not charged (docs/decisions/weighed-produce.md).
      payment: heldCents === null ? 'at_once' : 'held',
      heldCents,
      provider: input.provider,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: input.fingerprint,
      fulfilmentMethod: fulfilment.method,
      pickupDay: fulfilment.pickupDay,
      deliveryDay: fulfilment.deliveryDay,
      deliveryZone: fulfilment.zone,
      deliveryFeeCents: fulfilment.feeCents,
      clientKey: input.holder.clientKey,
      browserKeyHash: input.holder.browserKeyHash,
    });
    // The key's order already stored (a retried request) or inserted by a concurrent twin meanwhile.
    if (inserted.length === 0) return (await storedForKey(tx, input))!;
    // Only a new order takes stock, in this transaction: a refusal rolls the order back with it.
    const identified = Boolean(input.customer?.firstName && input.customer.email);
    const reserved = await reserveStock(tx, stockRows, new Map(input.lines.map((line) => [line.productId, line.quantity])), {
      identified,
      clientKey: input.holder.clientKey,
    });
    const lines = input.lines.map((line, position) => ({
      orderId: id,
      position,
      productId: line.productId,
      title: line.title,
      unitPriceCents: line.unitAmountCents,
      quantity: line.quantity,
      lineTotalCents: line.unitAmountCents * line.quantity,
      reservedQuantity: reserved.get(line.productId) ?? 0,
      // As sold at the checkout: a later change of the product leaves the order as it was.
      estimatedGrams: line.estimatedGrams ?? null,
    }));
    await insertLinesAndFirstEvent(tx, id, lines);
    return {
      order: toOrder(
        rowOf(orders, inserted[0]),
        lines.map(({ orderId: _o, position: _p, reservedQuantity: _r, estimatedGrams, ...line }) => ({
          ...line,
          weighing: estimatedGrams === null ? null : { estimatedGrams, actualGrams: null, chargedCents: null },
        })),
      ),
      created: true,
    };
  });
}

/**
 * Writes a pending order and its lines in one transaction, after `book` decided its fulfilment and
 * total there and `weigh` its weighed lines and hold. With an idempotency key already stored, returns that order instead (or refuses,
 * when the request differs).
 */
export async function createPendingOrder(
  db: Database,
  input: NewOrder,
  decisions: PendingDecisions = {},
): Promise<{ order: StoredOrder; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertPending(db, input, decisions);
    } catch (error) {
      if (attempt >= 3 || !isNumberClash(error)) throw error;
    }
  }
}
