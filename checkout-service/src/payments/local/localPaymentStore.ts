import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../store/database';
import { localPayments, type LocalPaymentState } from '../../store/schema';

export interface LocalPayment {
  sessionId: string;
  orderId: string;
  state: LocalPaymentState;
  successUrl: string;
  cancelUrl: string;
  createdAt: Date;
}

/** The local test-payment provider's sessions, kept in the order store so they outlive a restart. */
export function createLocalPaymentStore(db: Database) {
  return {
    /** One session per order: asking again for the same order returns the session it has. */
    async open(orderId: string, successUrl: string, cancelUrl: string): Promise<LocalPayment> {
      const [created] = await db
        .insert(localPayments)
        .values({ sessionId: `test_${randomUUID().replace(/-/g, '')}`, orderId, successUrl, cancelUrl })
        .onConflictDoNothing({ target: localPayments.orderId })
        .returning();
      if (created) return created;
      const [existing] = await db.select().from(localPayments).where(eq(localPayments.orderId, orderId)).limit(1);
      return existing;
    },

    async find(sessionId: string): Promise<LocalPayment | null> {
      const [payment] = await db.select().from(localPayments).where(eq(localPayments.sessionId, sessionId)).limit(1);
      return payment ?? null;
    },

    /**
     * Closes an open session (Stripe's expire): its Pay is then refused. Answers the state the
     * session has after the call, so a Pay that came first is seen as paid.
     */
    async close(sessionId: string): Promise<LocalPaymentState | null> {
      const [closed] = await db
        .update(localPayments)
        .set({ state: 'expired', settledAt: new Date() })
        .where(and(eq(localPayments.sessionId, sessionId), eq(localPayments.state, 'open')))
        .returning({ state: localPayments.state });
      if (closed) return closed.state;
      const [payment] = await db
        .select({ state: localPayments.state })
        .from(localPayments)
        .where(eq(localPayments.sessionId, sessionId))
        .limit(1);
      return payment?.state ?? null;
    },

    /** Pay or Cancel, once: true only for the call that settled an open session created after `openSince`. */
    async settle(sessionId: string, state: 'paid' | 'cancelled', openSince: Date): Promise<boolean> {
      const settled = await db
        .update(localPayments)
        .set({ state, settledAt: new Date() })
        .where(and(eq(localPayments.sessionId, sessionId), eq(localPayments.state, 'open'), gt(localPayments.createdAt, openSince)))
        .returning({ sessionId: localPayments.sessionId });
      return settled.length > 0;
    },
  };
}

export type LocalPaymentStore = ReturnType<typeof createLocalPaymentStore>;
