import { sql } from 'drizzle-orm';
import {
  BOX_FREQUENCIES,
  BOX_METHODS,
  BOX_REQUEST_STATUSES,
  BOX_SIZES,
  COMMENT_STATUSES,
  CONTACT_MESSAGE_STATUSES,
  FULFILMENT_METHODS,
  ORDER_STATUSES,
  type BoxFrequency,
  type BoxMethod,
  type BoxRequestStatus,
  type BoxSize,
  type CommentStatus,
  type ContactMessageStatus,
  type FulfilmentMethod,
  type OrderStatus,
  type PaymentProviderName,
} from 'contract';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The order store's tables, the one schema for both back ends (embedded PGlite and PostgreSQL).
 * A change here is followed by `npm run db:generate`, which writes the next SQL migration in drizzle/.
 */

const timestamps = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** Short and public: what the shopper and the farm say on the phone. */
    number: text('number').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    // The customer: from the checkout form, or collected by Stripe when the request had none.
    firstName: text('first_name'),
    lastName: text('last_name'),
    country: text('country'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    postcode: text('postcode'),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    currency: text('currency').notNull(),
    totalCents: integer('total_cents').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSessionId: text('provider_session_id').unique(),
    /** Where the shopper pays; kept so a repeated request gets the same page. */
    checkoutUrl: text('checkout_url'),
    idempotencyKey: text('idempotency_key').unique(),
    /** Hash of what was asked for: the same key with another cart is refused. */
    requestFingerprint: text('request_fingerprint').notNull(),
    createdAt: timestamps('created_at').notNull().defaultNow(),
    paidAt: timestamps('paid_at'),
    /** The payment provider's id of the refund, once it accepted one. */
    refundId: text('refund_id'),
    /**
     * The secret of the shopper's own order page (/checkout/order/:token): 32 random bytes,
     * base64url. Kept as it is, not hashed: the order's e-mails build their links from it.
     */
    pageToken: text('page_token').notNull(),
    /** Delivery to the customer's address, or pickup at the farm (docs/product.md#pickup-or-delivery). */
    fulfilmentMethod: text('fulfilment_method').$type<FulfilmentMethod>().notNull().default('delivery'),
    /** The farm's calendar day the shopper collects a pickup; null for a delivery. */
    pickupDay: date('pickup_day', { mode: 'string' }),
    /**
     * The day a delivery is brought, booked at the checkout once the farm has delivery zones
     * (docs/product.md#delivery-rules); null for a pickup and for a delivery with no zones set.
     * A day's live orders are its bookings: one that ends unpaid no longer counts.
     */
    deliveryDay: date('delivery_day', { mode: 'string' }),
    /** The zone's name when it was booked, so a renamed or removed zone leaves the order as it was. */
    deliveryZone: text('delivery_zone'),
    /** What the delivery cost, part of `totalCents` (and the provider's "Delivery" line). */
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /**
     * SHA-256 of the client address that started the checkout: what one address holds unpaid is
     * capped (docs/product.md#stock). A hash, never the address.
     */
    clientKey: text('client_key'),
    /**
     * SHA-256 of the browser's checkout cookie: only that browser's success page is given the
     * order page's token, and its next checkout gives this one's stock back (docs/decisions/checkout-cookie.md).
     */
    browserKeyHash: text('browser_key_hash'),
    /** The provider's refund of a payment that arrived after the order was no longer pending (docs/product.md#late-payments). */
    lateRefundId: text('late_refund_id'),
  },
  (table) => [
    check('orders_status_known', inList('status', ORDER_STATUSES)),
    check('orders_fulfilment_method_known', inList('fulfilment_method', FULFILMENT_METHODS)),
    check('orders_pickup_has_day', sql`(${table.fulfilmentMethod} = 'pickup') = (${table.pickupDay} is not null)`),
    index('orders_pickup_day').on(table.pickupDay),
    index('orders_delivery_day').on(table.deliveryDay),
    check('orders_delivery_day_for_deliveries', sql`${table.deliveryDay} is null or ${table.fulfilmentMethod} = 'delivery'`),
    check('orders_delivery_fee_not_negative', sql`${table.deliveryFeeCents} >= 0`),
    check('orders_total_not_negative', sql`${table.totalCents} >= 0`),
    index('orders_created_at').on(table.createdAt),
    index('orders_paid_at').on(table.paidAt),
    uniqueIndex('orders_page_token').on(table.pageToken),
    index('orders_client_key_pending')
      .on(table.clientKey)
      .where(sql`${table.status} = 'pending'`),
    index('orders_browser_key_pending')
      .on(table.browserKeyHash)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    title: text('title').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /**
     * How many units the checkout took from the product's stock: the quantity, or 0 when the
     * product was not tracked then. An order that is never paid gives back exactly this.
     */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_reserved_within_quantity', sql`${table.reservedQuantity} between 0 and ${table.quantity}`),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_total_matches', sql`${table.lineTotalCents} = ${table.unitPriceCents} * ${table.quantity}`),
  ],
);

/** Every provider event applied, so a replayed webhook changes nothing. */
export const providerEvents = pgTable('provider_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamps('received_at').notNull().defaultNow(),
});

/** `expired`: closed by the shop (its order was cancelled or replaced), so its Pay is refused. */
export const LOCAL_PAYMENT_STATES = ['open', 'paid', 'cancelled', 'expired'] as const;
export type LocalPaymentState = (typeof LOCAL_PAYMENT_STATES)[number];

/** The local test-payment provider's sessions: one per order, settled once by Pay or Cancel. */
export const localPayments = pgTable(
  'local_payments',
  {
    sessionId: text('session_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').$type<LocalPaymentState>().notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamps('created_at').notNull().defaultNow(),
    settledAt: timestamps('settled_at'),
  },
  () => [check('local_payments_state_known', inList('state', LOCAL_PAYMENT_STATES))],
);

/**
 * Every change of an order's status, written in the same transaction as the change itself: the
 * order's timeline in the office. `fromStatus` is null for the order's creation.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** A staff member's e-mail, or `system` (the payment provider, the checkout). */
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamps('at').notNull().defaultNow(),
  },
  (table) => [index('order_events_order_id_at').on(table.orderId, table.at)],
);

/** The farm's staff: who may sign in to the office. The password is kept only as an argon2id hash. */
export const staffAccounts = pgTable('staff_accounts', {
  id: uuid('id').primaryKey(),
  /** Lower case, so one person has one account whatever they type. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamps('created_at').notNull().defaultNow(),
});

/**
 * Signed-in staff sessions, in the order store so that every service replica knows them. The
 * cookie holds a random token; only its SHA-256 is stored, so a copy of the table signs no one in.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamps('created_at').notNull().defaultNow(),
    lastSeenAt: timestamps('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_staff_id').on(table.staffId)],
);

/** Failed sign-ins, by account and by client address: past 5 in 15 minutes, sign-in waits. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `account:<email>` or `address:<client address>`. */
    key: text('key').notNull(),
    at: timestamps('at').notNull().defaultNow(),
  },
  (table) => [index('sign_in_failures_key_at').on(table.key, table.at)],
);

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

/**
 * Each product's stock (docs/product.md#stock). No row, or a null `onHand`, is "not tracked":
 * sold without limit. `onHand` is what the farm has and has not sold (its stocktake's number);
 * `held` is what unpaid checkouts have taken of it, so `onHand - held` is for sale. A checkout adds
 * to `held` in the transaction that stores its pending order; payment moves its units out of both,
 * an unpaid end out of `held` alone. `soldOut` stops sales whatever the numbers say.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id').primaryKey(),
    onHand: integer('on_hand'),
    held: integer('held').notNull().default(0),
    /** What one checkout may take; null: the shop's default (docs/product.md#stock). */
    maxPerCheckout: integer('max_per_checkout'),
    soldOut: boolean('sold_out').notNull().default(false),
    updatedAt: timestamps('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('product_stock_on_hand_not_negative', sql`${table.onHand} >= 0`),
    check('product_stock_held_not_negative', sql`${table.held} >= 0`),
    check('product_stock_max_per_checkout_positive', sql`${table.maxPerCheckout} > 0`),
  ],
);

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

/**
 * The farm's delivery rules (docs/product.md#delivery-rules), one row (id 1), as the contract's
 * DeliveryRulesSchema checked them; no row is no rules (NO_DELIVERY_RULES: today's behaviour).
 */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    id: integer('id').primaryKey(),
    rules: jsonb('rules').notNull(),
    updatedAt: timestamps('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  () => [check('delivery_rules_one_row', sql`id = 1`)],
);

/** Every change of the rules, written with it: who (a staff e-mail, or `script`), when, and the rules it set. */
export const deliveryRuleChanges = pgTable(
  'delivery_rule_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rules: jsonb('rules').notNull(),
    actor: text('actor').notNull(),
    at: timestamps('at').notNull().defaultNow(),
  },
  (table) => [index('delivery_rule_changes_at').on(table.at)],
);
