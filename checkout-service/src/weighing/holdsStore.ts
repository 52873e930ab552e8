import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { PaymentState } from 'contract';
import type { StoredOrder } from '../domain';
import type { Database } from '../store/database';
import { SYSTEM_ACTOR, withLines } from '../orders/orderRows';
import { orderEvents, orders } from '../store/schema';

/**
 * The card holds the farm must watch (docs/decisions/weighed-produce.md, step 5): those that end
 * within a day before the order is weighed, and those that ended, which the farm follows until the
 * shopper has paid by the pay link.
 */

/** How far ahead the office warns: a hold ending within this is listed as ending soon. */
const ENDING_SOON_MS = 24 * 60 * 60_000;
/** More than any farm has waiting at once; the bound keeps the office's list one small query. */
const LIST_LIMIT = 200;
/** The timeline's sentence for a hold that ended before capture. */
export const HOLD_LAPSED_NOTE = 'The card hold ended before the order was weighed';
/** A hold that ended: lapsed, or weighed and its pay link sent, not paid yet. */
const FOLLOWED: PaymentState[] = ['lapsed', 'pay_link_sent'];

export function createHoldsStore(db: Database) {
  return {
    /**
     * The orders whose card is held, not captured, and whose hold ends before `now` plus a day,
     * soonest first. One already past its end stays here until the sweeper marks it lapsed.
     */
    async holdsEndingSoon(now: Date): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(eq(orders.payment, 'held'), isNotNull(orders.holdEndsAt), lt(orders.holdEndsAt, new Date(now.getTime() + ENDING_SOON_MS))),
        )
        .orderBy(asc(orders.holdEndsAt), asc(orders.number))
        .limit(LIST_LIMIT);
      return withLines(db, rows);
    },

    /** The orders whose hold ended before capture and which are not paid yet, the oldest end first. */
    async holdsLapsed(): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(inArray(orders.payment, FOLLOWED))
        .orderBy(asc(orders.holdEndsAt), asc(orders.number))
        .limit(LIST_LIMIT);
      return withLines(db, rows);
    },

    /**
     * Marks every hold whose end has passed by `now` lapsed, once: one conditional update (`held`
     * only, so a capture that commits first wins and replicas sweeping together mark each order
     * once), and an event for each in the same transaction (the status stays as it is). Returns
     * the orders it marked.
     */
    async markLapsed(now: Date): Promise<StoredOrder[]> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(orders)
          .set({ payment: 'lapsed' })
          .where(and(eq(orders.payment, 'held'), isNotNull(orders.holdEndsAt), lt(orders.holdEndsAt, now)))
          .returning();
        if (updated.length === 0) return [];
        await tx.insert(orderEvents).values(
          updated.map(({ id, status }) => ({
            orderId: id,
            fromStatus: status,
            toStatus: status,
            actor: SYSTEM_ACTOR,
            note: HOLD_LAPSED_NOTE,
          })),
        );
        return withLines(tx, updated);
      });
    },
  };
}
