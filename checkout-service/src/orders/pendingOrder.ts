import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NewOrder, StoredOrder } from '../domain';
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

/** A unique-index clash on the random order number, the one insert failure worth a retry. */
function isNumberClash(error: unknown): boolean {
  for (let e = error as { cause?: unknown; constraint?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.constraint === 'orders_number_unique') return true;
  }
  return false;
}

async function insertPending(db: Database, input: NewOrder): Promise<{ order: StoredOrder; created: boolean }> {
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
        clientKey: input.holder.clientKey,
        browserKeyHash: input.holder.browserKeyHash,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (inserted.length === 0) {
      const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey!)).limit(1);
      if (existing.requestFingerprint !== input.fingerprint) throw new IdempotencyConflictError();
      return { order: (await withLines(tx, [existing]))[0], created: false };
    }
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
    }));
    await tx.insert(orderLines).values(lines);
    await tx.insert(orderEvents).values({ orderId: id, fromStatus: null, toStatus: 'pending', actor: SYSTEM_ACTOR });
    return {
      order: toOrder(
        inserted[0],
        lines.map(({ orderId: _o, position: _p, reservedQuantity: _r, ...line }) => line),
      ),
      created: true,
    };
  });
}

/**
 * Writes a pending order and its lines in one transaction. With an idempotency key already
 * stored, returns that order instead (or refuses, when the request differs).
 */
export async function createPendingOrder(db: Database, input: NewOrder): Promise<{ order: StoredOrder; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertPending(db, input);
    } catch (error) {
      if (attempt >= 3 || !isNumberClash(error)) throw error;
    }
  }
}
