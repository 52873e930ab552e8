import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PaymentState } from 'contract';
import type { Database } from '../store/database';
import type { ChangeMail } from '../mail/compose';
import { enqueue } from '../mail/outbox';
import { withLines } from '../orders/orderRows';
import { orderEvents, orderLines, orders } from '../store/schema';

/** One weighed line as the scale gave it: the whole line's grams and its exact price (weighedLineCents in contract). */
export interface LineWeight {
  productId: number;
  actualGrams: number;
  chargedCents: number;
}

/**
 * The weights of an order and what they come to: `chargedCents` is what is taken (captured, or
 * asked for by the pay link), never above the hold (docs/decisions/weighed-produce.md).
 */
interface OrderWeights {
  lines: LineWeight[];
  chargedCents: number;
}

/** Who weighed, the timeline's sentence and the e-mails the change sends, composed by the caller. */
export interface WeighingRecord {
  weights: OrderWeights;
  actor: string;
  note: string;
  mail: ChangeMail;
}

/**
 * The order's weights and its money after them, in one transaction: the payment state moves only
 * while it is one of `from` (one conditional update, so of two callers one records and the other
 * gets false), each weighed line gets its grams and price, the timeline an event (the status stays
 * as it is: from = to) and the outbox the e-mails, composed from the order as the change left it.
 */
async function settle(db: Database, orderId: string, from: PaymentState[], to: PaymentState, record: WeighingRecord): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ payment: to, chargedCents: record.weights.chargedCents })
      .where(and(eq(orders.id, orderId), inArray(orders.payment, from)))
      .returning();
    if (updated.length === 0) return false;
    for (const line of record.weights.lines) {
      await tx
        .update(orderLines)
        .set({ actualGrams: line.actualGrams, chargedCents: line.chargedCents })
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, line.productId), isNotNull(orderLines.estimatedGrams)));
    }
    const { status } = updated[0];
    await tx.insert(orderEvents).values({ orderId, fromStatus: status, toStatus: status, actor: record.actor, note: record.note });
    const [order] = await withLines(tx, updated);
    for (const message of record.mail(order)) await enqueue(tx, orderId, message);
    return true;
  });
}

/** Where the weights of an order with weighed produce are kept, with what they did to its money. */
export function createWeighingStore(db: Database) {
  return {
    /**
     * The exact amount was taken from the card's hold (the rest released): `held` → `captured`, once.
     * Also from `lapsed`: the provider took the money, so the order says so even if the hold was
     * marked ended meanwhile.
     */
    recordCapture: (orderId: string, record: WeighingRecord) => settle(db, orderId, ['held', 'lapsed'], 'captured', record),

    /**
     * The card's hold had ended, so the shopper is e-mailed a link to pay the exact amount:
     * `held` or `lapsed` → `pay_link_sent`, once (docs/decisions/weighed-produce.md, step 5).
     */
    recordPayLink: (orderId: string, record: WeighingRecord) => settle(db, orderId, ['held', 'lapsed'], 'pay_link_sent', record),
  };
}

export type WeighingStore = ReturnType<typeof createWeighingStore>;
