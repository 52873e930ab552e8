import { sql } from 'drizzle-orm';
import {
  BOX_FREQUENCIES,
  BOX_METHODS,
  BOX_REQUEST_STATUSES,
  BOX_SIZES,
  COMMENT_STATUSES,
  CONTACT_MESSAGE_STATUSES,
  type BoxFrequency,
  type BoxMethod,
  type BoxRequestStatus,
  type BoxSize,
  type CommentStatus,
  type ContactMessageStatus,
} from 'contract';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { inList, timestamps } from './columns';

/** What visitors send through the site's forms (docs/decisions/visitor-forms.md). */

/**
 * The contact form's messages: the office's Inbox (docs/product.md#visitors-forms). Kept as typed
 * (escaped wherever shown); `handledBy` is the staff member who answered it or marked it spam.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<ContactMessageStatus>().notNull().default('new'),
    receivedAt: timestamps('received_at').notNull().defaultNow(),
    handledBy: text('handled_by'),
    handledAt: timestamps('handled_at'),
  },
  (table) => [
    check('contact_messages_status_known', inList('status', CONTACT_MESSAGE_STATUSES)),
    index('contact_messages_status_received_at').on(table.status, table.receivedAt),
    index('contact_messages_email').on(sql`lower(${table.email})`),
  ],
);

/**
 * Seasonal Produce Box requests (/subscription), worked by the office: new → contacted → active or
 * declined. What the next wave's weekly charge needs is here: size, frequency, method, start day.
 */
export const boxRequests = pgTable(
  'box_requests',
  {
    id: uuid('id').primaryKey(),
    boxSize: text('box_size').$type<BoxSize>().notNull(),
    frequency: text('frequency').$type<BoxFrequency>().notNull(),
    method: text('method').$type<BoxMethod>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    startDay: date('start_day', { mode: 'string' }),
    status: text('status').$type<BoxRequestStatus>().notNull().default('new'),
    note: text('note'),
    createdAt: timestamps('created_at').notNull().defaultNow(),
    updatedAt: timestamps('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [
    check('box_requests_status_known', inList('status', BOX_REQUEST_STATUSES)),
    check('box_requests_size_known', inList('box_size', BOX_SIZES)),
    check('box_requests_frequency_known', inList('frequency', BOX_FREQUENCIES)),
    check('box_requests_method_known', inList('method', BOX_METHODS)),
    index('box_requests_status_created_at').on(table.status, table.createdAt),
    index('box_requests_email').on(sql`lower(${table.email})`),
  ],
);

export const NEWSLETTER_STATES = ['unconfirmed', 'confirmed', 'unsubscribed'] as const;
export type NewsletterSubscriberState = (typeof NEWSLETTER_STATES)[number];

/**
 * The newsletter's addresses, one row each (lower case), with double opt-in: only `confirmed` is
 * on the list. The confirmation token is kept as its SHA-256 only; the unsubscribe token is kept as
 * it is, since every newsletter (and the CSV for the farm's mailing tool) carries its link.
 * An unconfirmed row is deleted after 7 days.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    state: text('state').$type<NewsletterSubscriberState>().notNull().default('unconfirmed'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the last confirmation e-mail was queued: at most one an hour. */
    confirmSentAt: timestamps('confirm_sent_at'),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamps('created_at').notNull().defaultNow(),
    confirmedAt: timestamps('confirmed_at'),
    unsubscribedAt: timestamps('unsubscribed_at'),
  },
  (table) => [
    check('newsletter_subscribers_state_known', inList('state', NEWSLETTER_STATES)),
    index('newsletter_subscribers_state_created_at').on(table.state, table.createdAt),
  ],
);

/** Readers' comments on blog posts: shown on the post only once a staff member approves them. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey(),
    postId: integer('post_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<CommentStatus>().notNull().default('pending'),
    postedAt: timestamps('posted_at').notNull().defaultNow(),
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamps('moderated_at'),
  },
  (table) => [
    check('blog_comments_status_known', inList('status', COMMENT_STATUSES)),
    index('blog_comments_status_post_id').on(table.status, table.postId, table.postedAt),
    index('blog_comments_email').on(sql`lower(${table.email})`),
  ],
);
