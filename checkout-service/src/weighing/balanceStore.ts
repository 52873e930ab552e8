import { and, eq } from 'drizzle-orm';
import type { StoredOrder } from '../domain';
import type { Database } from '../store/database';
import { findOne, SYSTEM_ACTOR } from '../orders/orderRows';
import { orderEvents, orders } from '../store/schema';

/**
 * The pay link's session for the exact amount of an order whose card hold ended
 * (docs/decisions/weighed-produce.md, step 5): kept with the order, and its payment recorded once.
 */
export function createBalanceStore(db: Database) {
  return {
    /** The order whose pay link opened this session, if any. */
    findByBalanceSession: (sessionId: string): Promise<StoredOrder | null> => findOne(db, eq(orders.balanceSessionId, sessionId)),

    /** Keeps the pay link's session while the order still waits for it (`pay_link_sent`); false once paid or given up. */
    async attachBalanceSession(orderId: string, sessionId: string): Promise<boolean> {
      const attached = await db
        .update(orders)
        .set({ balanceSessionId: sessionId })
        .where(and(eq(orders.id, orderId), eq(orders.payment, 'pay_link_sent')))
        .returning({ id: orders.id });
      return attached.length > 0;
    },

    /**
     * The shopper paid the exact amount by the pay link: `pay_link_sent` → `captured`, once (one
     * conditional update on the session the order keeps), with its event in the same transaction;
     * the status stays as it is. False when it was recorded already, or the order no longer waits.
     */
    async recordBalancePaid(sessionId: string, note: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(orders)
          .set({ payment: 'captured' })
          .where(and(eq(orders.balanceSessionId, sessionId), eq(orders.payment, 'pay_link_sent')))
          .returning({ id: orders.id, status: orders.status });
        if (updated.length === 0) return false;
        const [{ id, status }] = updated;
        await tx.insert(orderEvents).values({ orderId: id, fromStatus: status, toStatus: status, actor: SYSTEM_ACTOR, note });
        return true;
      });
    },
  };
}
