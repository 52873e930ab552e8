import { randomUUID } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../store/database';
import { placeholdersOf, preparedStatement, rowOf } from '../../store/preparedStatement';
import { localPayments, type LocalPaymentPurpose, type LocalPaymentState } from '../../store/schema';

export interface LocalPayment {
  sessionId: string;
  orderId: string;
  /** The order itself, or the exact amount after its card hold ended (the pay link). */
  purpose: LocalPaymentPurpose;
  state: LocalPaymentState;
  /** What Pay takes: the order's total, its hold, or the pay link's exact amount. */
  amountCents: number;
  /** Pay places a hold for `amountCents` (an order with weighed produce) rather than charging it. */
  hold: boolean;
  /** What a captured hold took. */
  capturedCents: number | null;
  successUrl: string;
  cancelUrl: string;
  createdAt: Date;
  settledAt: Date | null;
}

/** A session to open: what it is for and what Pay takes. */
export interface LocalPaymentRequest {
  purpose: LocalPaymentPurpose;
  amountCents: number;
  hold: boolean;
  successUrl: string;
  cancelUrl: string;
}

/** What a hold's capture or release came to; `missing`, the order has no hold to act on. */
type HoldChange = { changed: boolean; payment: LocalPayment } | { changed: false; payment: null };

/** Every checkout on the local provider opens a session: built once (src/store/preparedStatement.ts). */
const openSession = preparedStatement('local_open_session', (db, values: typeof localPayments.$inferInsert) =>
  db
    .insert(localPayments)
    .values(placeholdersOf(values))
    .onConflictDoNothing({ target: [localPayments.orderId, localPayments.purpose] })
    .returning(),
);

/** The local test-payment provider's sessions, kept in the order store so they outlive a restart. */
export function createLocalPaymentStore(db: Database) {
  const byOrder = async (orderId: string, purpose: LocalPaymentPurpose): Promise<LocalPayment | null> => {
    const [payment] = await db
      .select()
      .from(localPayments)
      .where(and(eq(localPayments.orderId, orderId), eq(localPayments.purpose, purpose)))
      .limit(1);
    return payment ?? null;
  };

  /** Moves the order's hold from `held` to `state`, once; answers whether this call did it, and the payment as it is now. */
  const changeHold = async (orderId: string, state: 'captured' | 'released', capturedCents: number | null): Promise<HoldChange> => {
    const [changed] = await db
      .update(localPayments)
      .set({ state, capturedCents, settledAt: new Date() })
      .where(and(eq(localPayments.orderId, orderId), eq(localPayments.purpose, 'order'), eq(localPayments.state, 'held')))
      .returning();
    if (changed) return { changed: true, payment: changed };
    const payment = await byOrder(orderId, 'order');
    return payment ? { changed: false, payment } : { changed: false, payment: null };
  };

  return {
    /** One session per order and purpose: asking again for the same order and purpose returns the session it has. */
    async open(orderId: string, request: LocalPaymentRequest): Promise<LocalPayment> {
      const { purpose, amountCents, hold, successUrl, cancelUrl } = request;
      const sessionId = `test_${randomUUID().replace(/-/g, '')}`;
      const [created] = await openSession(db, { sessionId, orderId, purpose, amountCents, hold, successUrl, cancelUrl });
      return created ? rowOf(localPayments, created) : (await byOrder(orderId, request.purpose))!;
    },

    async find(sessionId: string): Promise<LocalPayment | null> {
      const [payment] = await db.select().from(localPayments).where(eq(localPayments.sessionId, sessionId)).limit(1);
      return payment ?? null;
    },

    /** The session of an order for a purpose, if it has one. */
    byOrder,

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

    /**
     * Pay (`paid`) or Cancel, once: true only for the call that settled an open session. An order's session
     * must have been created after `openSince` (it expires with the checkout's hold on the stock);
     * a pay link's does not expire. Pay on a hold places it (`held`) instead of charging (`paid`).
     */
    async settle(sessionId: string, action: 'paid' | 'cancelled', openSince: Date): Promise<boolean> {
      const state = action === 'cancelled' ? sql`'cancelled'` : sql`case when ${localPayments.hold} then 'held' else 'paid' end`;
      const settled = await db
        .update(localPayments)
        .set({ state: sql<LocalPaymentState>`${state}`, settledAt: new Date() })
        .where(
          and(
            eq(localPayments.sessionId, sessionId),
            eq(localPayments.state, 'open'),
            or(eq(localPayments.purpose, 'balance'), gt(localPayments.createdAt, openSince)),
          ),
        )
        .returning({ sessionId: localPayments.sessionId });
      return settled.length > 0;
    },

    /** Takes `amountCents` of the order's held payment, once. */
    capture: (orderId: string, amountCents: number) => changeHold(orderId, 'captured', amountCents),

    /** Gives the order's held payment back whole, once. */
    release: (orderId: string) => changeHold(orderId, 'released', null),
  };
}

export type LocalPaymentStore = ReturnType<typeof createLocalPaymentStore>;
