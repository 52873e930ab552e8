import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BoxRequestView, ContactMessage, OfficeComment, PrivacyErasure, PrivacyReport } from 'contract';
import type { Database } from '../../store/database';
import { blogComments, boxRequests, contactMessages, newsletterSubscribers, orders, outboxMessages } from '../../store/schema';

/**
 * Everything stored about one e-mail address, and its erasure (LGPD, docs/operations.md#personal-data).
 * Addresses match whatever their letter case: each is compared lower case, as the lower(email)
 * indexes hold them.
 */

const sameAddress = (column: AnyPgColumn, email: string): SQL => eq(sql`lower(${column})`, email);

/**
 * The visitors' e-mails to or about the address: `about_email` (the farm's notices, whose To is
 * the farm), or the address as the whole To or as its `<address>` part (`"Ana" <ana@…>`), so that
 * `ana@x` never matches `joana@x`. An order's e-mails stay with their order, which is kept.
 */
const visitorMailOf = (email: string): SQL =>
  and(
    isNull(outboxMessages.orderId),
    or(
      eq(outboxMessages.aboutEmail, email),
      sameAddress(outboxMessages.to, email),
      sql`position(${`<${email}>`} in lower(${outboxMessages.to})) > 0`,
    ),
  )!;

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? iso(at) : null);

function contactMessageView(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    text: row.text,
    status: row.status,
    receivedAt: iso(row.receivedAt),
    handledBy: row.handledBy,
    handledAt: isoOrNull(row.handledAt),
  };
}

function boxRequestView(row: typeof boxRequests.$inferSelect): BoxRequestView {
  return {
    id: row.id,
    boxSize: row.boxSize,
    frequency: row.frequency,
    method: row.method,
    name: row.name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    startDay: row.startDay,
    status: row.status,
    note: row.note,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatedBy: row.updatedBy,
  };
}

function commentView(row: typeof blogComments.$inferSelect): OfficeComment {
  return {
    id: row.id,
    postId: row.postId,
    name: row.name,
    email: row.email,
    text: row.text,
    status: row.status,
    postedAt: iso(row.postedAt),
  };
}

export function createPrivacyStore(db: Database) {
  /** The orders placed with the address: listed, never erased (the tax law makes the farm keep them). */
  const keptOrders = (tx: Database, email: string) =>
    tx
      .select({ number: orders.number, createdAt: orders.createdAt })
      .from(orders)
      .where(sameAddress(orders.email, email))
      .orderBy(desc(orders.createdAt));

  return {
    /** What the farm holds about `email` (lower case), newest first in each kind. */
    async report(email: string): Promise<PrivacyReport> {
      const [contact, requests, comments, [subscriber], mail, kept] = await Promise.all([
        db.select().from(contactMessages).where(sameAddress(contactMessages.email, email)).orderBy(desc(contactMessages.receivedAt)),
        db.select().from(boxRequests).where(sameAddress(boxRequests.email, email)).orderBy(desc(boxRequests.createdAt)),
        db.select().from(blogComments).where(sameAddress(blogComments.email, email)).orderBy(desc(blogComments.postedAt)),
        db
          .select({ state: newsletterSubscribers.state, createdAt: newsletterSubscribers.createdAt })
          .from(newsletterSubscribers)
          .where(sameAddress(newsletterSubscribers.email, email)),
        db.select({ id: outboxMessages.id }).from(outboxMessages).where(visitorMailOf(email)),
        keptOrders(db, email),
      ]);
      return {
        email,
        contactMessages: contact.map(contactMessageView),
        boxRequests: requests.map(boxRequestView),
        comments: comments.map(commentView),
        newsletter: subscriber ? { state: subscriber.state, createdAt: iso(subscriber.createdAt) } : null,
        outboxMessages: mail.length,
        keptOrders: kept.map(({ number, createdAt }) => ({ number, createdAt: iso(createdAt) })),
      };
    },

    /**
     * Deletes everything the report lists but the orders, in one transaction: all of it or none.
     * The orders (and their own e-mails) stay: the tax law makes the farm keep them.
     */
    async erase(email: string): Promise<PrivacyErasure> {
      return db.transaction(async (tx) => {
        const gone = async (deleted: PromiseLike<unknown[]>) => (await deleted).length;
        const deleted = {
          contactMessages: await gone(
            tx.delete(contactMessages).where(sameAddress(contactMessages.email, email)).returning({ id: contactMessages.id }),
          ),
          boxRequests: await gone(tx.delete(boxRequests).where(sameAddress(boxRequests.email, email)).returning({ id: boxRequests.id })),
          comments: await gone(tx.delete(blogComments).where(sameAddress(blogComments.email, email)).returning({ id: blogComments.id })),
          newsletter: await gone(
            tx
              .delete(newsletterSubscribers)
              .where(sameAddress(newsletterSubscribers.email, email))
              .returning({ email: newsletterSubscribers.email }),
          ),
          outboxMessages: await gone(tx.delete(outboxMessages).where(visitorMailOf(email)).returning({ id: outboxMessages.id })),
        };
        return { deleted, keptOrders: (await keptOrders(tx, email)).length };
      });
    },
  };
}

export type PrivacyStore = ReturnType<typeof createPrivacyStore>;
