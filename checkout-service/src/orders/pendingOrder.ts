import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NewOrder, StoredOrder } from '../domain';
import { RequestError } from '../http/httpErrors';
import type { Database } from '../store/database';
import { newOrderNumber } from './orderNumber';
import { newPageToken } from './pageToken';
import { customerColumns, toOrder, withLines } from './orderRows';
import { insertNewOrder, type NewLine } from './insertNewOrder';
import { refusedByHeldStock, reserveStock, stockRowsOf, type StockRows } from '../stock/stockStore';
import { orders } from '../store/schema';

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
async function storedForKey(db: Database, input: NewOrder): Promise<{ order: StoredOrder; created: boolean } | null> {
  if (!input.idempotencyKey) return null;
  const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)).limit(1);
  if (!existing) return null;
  if (existing.requestFingerprint !== input.fingerprint) throw new IdempotencyConflictError();
  return { order: (await withLines(db, [existing]))[0], created: false };
}

/** The key holds an order already: the transaction is rolled back, and that order answers (insertPending). */
class KeyTakenError extends Error {
  constructor() {
    super('The idempotency key holds an order already.');
    this.name = 'KeyTakenError';
  }
}

/**
 * A failure that a retried request may meet where its first attempt succeeded: its key taken; its
 * day full of its own order, or past its cut-off by now (the booking's RequestError); the last units
 * held by its own order.
 */
const mayBeRetried = (error: unknown) => error instanceof KeyTakenError || error instanceof RequestError || refusedByHeldStock(error);

/** Each line as stored, holding what the stock gave it. */
const linesOf = (input: NewOrder, reserved: ReadonlyMap<number, number>): NewLine[] =>
  input.lines.map((line, position) => ({
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

/**
 * The pending order, in one transaction: the booking's decision, the products' rows, the stock
 * held, then the order with its lines and first event in one statement (insertNewOrder). Throws
 * KeyTakenError, rolling everything back, when the key holds an order already.
 */
function writePending(db: Database, given: NewOrder, { book, weigh }: PendingDecisions): Promise<StoredOrder> {
  return db.transaction(async (tx) => {
    const { fulfilment, totalCents } = book ? await book(tx) : given;
    // One read of the products serves the weighing here and the stock's hold below (docs/performance-log.md).
    const stockRows = await stockRowsOf(
      tx,
      given.lines.map((line) => line.productId),
    );
    const input = weigh ? { ...given, ...weigh(estimatesOf(stockRows)) } : given;
    // The hold was given over the lines; the delivery fee the rules decided is held as it is charged.
    const heldCents = typeof input.heldCents === 'number' ? input.heldCents + totalCents - input.totalCents : null;
    const reserved = await reserveStock(tx, stockRows, new Map(input.lines.map((line) => [line.productId, line.quantity])), {
      identified: Boolean(input.customer?.firstName && input.customer.email),
      clientKey: input.holder.clientKey,
    });
    const lines = linesOf(input, reserved);
    const inserted = await insertNewOrder(
      tx,
      {
        id: randomUUID(),
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
      },
      lines,
    );
    if (!inserted) throw new KeyTakenError();
    return toOrder(
      inserted,
      lines.map(({ position: _p, reservedQuantity: _r, estimatedGrams, ...line }) => ({
        ...line,
        weighing: estimatedGrams === null ? null : { estimatedGrams, actualGrams: null, chargedCents: null },
      })),
    );
  });
}

/**
 * A new request (nearly every one) finds no order of its key and costs no look-up: the order's
 * insert skips a taken key. A retried request, or its concurrent twin, fails in its transaction,
 * which is rolled back whole (the stock it took included), and its key's order answers instead.
 */
async function insertPending(
  db: Database,
  given: NewOrder,
  decisions: PendingDecisions,
): Promise<{ order: StoredOrder; created: boolean }> {
  try {
    return { order: await writePending(db, given, decisions), created: true };
  } catch (error) {
    if (!mayBeRetried(error)) throw error;
    const stored = await storedForKey(db, given);
    if (stored) return stored;
    throw error;
  }
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
