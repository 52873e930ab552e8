import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NewOrder, StoredOrder } from '../domain';
import { RequestError } from '../http/httpErrors';
import type { Database } from '../store/database';
import { newOrderNumber } from './orderNumber';
import { newPageToken } from './pageToken';
import { customerColumns, SYSTEM_ACTOR, toOrder, withLines } from './orderRows';
import { reserveStock } from '../stock/stockStore';
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

async function insertPending(db: Database, input: NewOrder, book?: Booking): Promise<{ order: StoredOrder; created: boolean }> {
  return db.transaction(async (tx) => {
    const decision = await decide(tx, input, book);
    if ('order' in decision) return decision;
    const { fulfilment, totalCents } = decision.decided;
    // The hold was given over the lines; the delivery fee the rules decided is held as it is charged.
    const heldCents = typeof input.heldCents === 'number' ? input.heldCents + totalCents - input.totalCents : null;
    const id = randomUUID();
    const inserted = await tx
      .insert(orders)
      .values({
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
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    // The key's order already stored (a retried request) or inserted by a concurrent twin meanwhile.
    if (inserted.length === 0) return (await storedForKey(tx, input))!;
    // Only a new order takes stock, in this transaction: a refusal rolls the order back with it.
    const identified = Boolean(input.customer?.firstName && input.customer.email);
    const reserved = await reserveStock(tx, new Map(input.lines.map((line) => [line.productId, line.quantity])), {
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
    await tx.insert(orderLines).values(lines);
    await tx.insert(orderEvents).values({ orderId: id, fromStatus: null, toStatus: 'pending', actor: SYSTEM_ACTOR });
    return {
      order: toOrder(
        inserted[0],
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
 * total there. With an idempotency key already stored, returns that order instead (or refuses,
 * when the request differs).
 */
export async function createPendingOrder(db: Database, input: NewOrder, book?: Booking): Promise<{ order: StoredOrder; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertPending(db, input, book);
    } catch (error) {
      if (attempt >= 3 || !isNumberClash(error)) throw error;
    }
  }
}
