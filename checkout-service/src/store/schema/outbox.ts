import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { inList, timestamps } from './columns';
import { orders } from './orders';

/** The e-mails waiting to be sent, and those sent (docs/decisions/mail-outbox.md). */

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The e-mails an order's changes and the visitors' forms cause (docs/decisions/mail-outbox.md): each
 * row is written in the same transaction as the change, so a message exists exactly when its change does; the sender
 * (src/mail/sender.ts) sends due rows and marks them sent, retrying with backoff. `messageId` is
 * the message's Message-ID, the same on every attempt.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    /** The order it is about; none for a visitor's form (a contact message, a box request, a sign-up). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** What the message says: order_paid, order_paid_farm, …, contact_farm, contact_ack, newsletter_confirm (src/mail/compose.ts). */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** Where a reply goes when not to the sender: the visitor who wrote, on the farm's notice. */
    replyTo: text('reply_to'),
    /** The one-click unsubscribe address (RFC 8058) of a newsletter e-mail: its List-Unsubscribe header. */
    listUnsubscribe: text('list_unsubscribe'),
    /**
     * The visitor whose words or address the message carries, lower case: the privacy erasure
     * deletes the messages about an address (docs/operations.md#personal-data). None for order mail,
     * which goes with its order.
     */
    aboutEmail: text('about_email'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    messageId: text('message_id').notNull().unique(),
    /** The request whose change wrote it (its X-Request-Id), to follow it from nginx to the sender; none from a background loop. */
    requestId: text('request_id'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may try it next; a claimed row's lease ends here too. */
    nextAttemptAt: timestamps('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamps('created_at').notNull().defaultNow(),
    sentAt: timestamps('sent_at'),
  },
  (table) => [
    check('outbox_messages_status_known', inList('status', OUTBOX_STATUSES)),
    index('outbox_messages_due').on(table.status, table.nextAttemptAt),
    index('outbox_messages_order_id').on(table.orderId),
    index('outbox_messages_about_email').on(table.aboutEmail),
  ],
);
