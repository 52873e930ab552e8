import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../store/database';
import { outboxMessages } from '../store/schema';
import { currentRequestId } from '../logging/requestContext';
import type { ComposedMessage } from './compose';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** A Message-ID of our own, the same on every attempt: a retry after an unknown outcome is the same message. */
const newMessageId = () => `<${randomUUID()}@terraverde.farm>`;

/**
 * Writes a message to send, in the caller's transaction: it exists exactly when the change that
 * causes it (an order's, or a visitor's form, with no order) is committed (docs/decisions/mail-outbox.md).
 */
export async function enqueue(tx: Database, orderId: string | null, message: ComposedMessage): Promise<OutboxMessage> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({ id: randomUUID(), orderId, messageId: newMessageId(), requestId: currentRequestId(), ...message })
    .returning();
  return row;
}

/** The sender's side of the outbox: claim what is due, then record how each attempt went. */
export function createOutbox(db: Database) {
  return {
    /**
     * Claims up to `limit` due messages: each is leased until `leaseUntil` (its next attempt moves
     * there, its attempts count up) in one short transaction, so another replica skips it
     * (FOR UPDATE SKIP LOCKED, which PGlite accepts too) and a sender that dies while sending
     * leaves it to be retried when the lease ends, with the same Message-ID.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxMessage[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
          .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outboxMessages)
          .set({ nextAttemptAt: leaseUntil, attempts: sql`${outboxMessages.attempts} + 1` })
          .where(
            inArray(
              outboxMessages.id,
              due.map(({ id }) => id),
            ),
          )
          .returning();
      });
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db.update(outboxMessages).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(outboxMessages.id, id));
    },

    async markRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
      await db.update(outboxMessages).set({ nextAttemptAt, lastError: error }).where(eq(outboxMessages.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.update(outboxMessages).set({ status: 'failed', lastError: error }).where(eq(outboxMessages.id, id));
    },

    /**
     * Sends one of an order's messages again (the office's Resend): a new row with the same
     * content and a new Message-ID, due now; the original keeps its own history. None when the
     * order has no such message.
     */
    async resend(orderId: string, id: string): Promise<OutboxMessage | null> {
      const [original] = await db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.orderId, orderId)));
      if (!original) return null;
      const { kind, to, subject, html, text, replyTo, listUnsubscribe, aboutEmail } = original;
      return enqueue(db, orderId, {
        kind: kind as ComposedMessage['kind'],
        to,
        subject,
        html,
        text,
        replyTo: replyTo ?? undefined,
        listUnsubscribe: listUnsubscribe ?? undefined,
        aboutEmail: aboutEmail ?? undefined,
      });
    },

    /** An order's messages, oldest first (the office's order detail, and tests). */
    async forOrder(orderId: string): Promise<OutboxMessage[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.orderId, orderId))
        .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.kind));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
