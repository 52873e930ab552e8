import { sql } from 'drizzle-orm';
import {
  FULFILMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_STATES,
  type FulfilmentMethod,
  type OrderStatus,
  type PaymentProviderName,
  type PaymentState,
} from 'contract';
import { bigserial, boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inList, timestamps } from './columns';

/** The orders: their lines, the provider's events applied, the local provider's sessions, and each change's event. */

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
    /**
     * The money beside the status (docs/decisions/weighed-produce.md): `at_once` for an order
     * without weighed produce, charged in full when paid; otherwise held, then captured once weighed.
     */
    payment: text('payment').$type<PaymentState>().notNull().default('at_once'),
    /** What the card is held for: the estimate plus the buffer on the weighed lines; null when charged at once. */
    heldCents: integer('held_cents'),
    /** What was taken once weighed (never above `heldCents`); null until then, and for an order charged at once. */
    chargedCents: integer('charged_cents'),
    /** When the card's hold ends if nothing is captured: set when the hold is placed. */
    holdEndsAt: timestamps('hold_ends_at'),
    /** The provider's session for the exact amount, after a hold ended before capture (the e-mailed pay link). */
    balanceSessionId: text('balance_session_id').unique(),
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
    check('orders_payment_known', inList('payment', PAYMENT_STATES)),
    check('orders_hold_for_weighed', sql`(${table.payment} = 'at_once') = (${table.heldCents} is null)`),
    check('orders_charged_within_hold', sql`${table.chargedCents} is null or ${table.chargedCents} between 0 and ${table.heldCents}`),
    index('orders_hold_ends_at')
      .on(table.holdEndsAt)
      .where(sql`${table.payment} = 'held'`),
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
    /** One piece's estimated grams when the product was sold by weight at the checkout; null: sold by the piece. */
    estimatedGrams: integer('estimated_grams'),
    /** The whole line's grams, weighed at packing. */
    actualGrams: integer('actual_grams'),
    /** The line's exact price for its weight (WEIGHING in contract), rounded to the cent. */
    chargedCents: integer('charged_cents'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_reserved_within_quantity', sql`${table.reservedQuantity} between 0 and ${table.quantity}`),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_total_matches', sql`${table.lineTotalCents} = ${table.unitPriceCents} * ${table.quantity}`),
    check(
      'order_lines_weighed_only',
      sql`${table.estimatedGrams} is not null or (${table.actualGrams} is null and ${table.chargedCents} is null)`,
    ),
  ],
);

/** Every provider event applied, so a replayed webhook changes nothing. */
export const providerEvents = pgTable('provider_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamps('received_at').notNull().defaultNow(),
});

/**
 * `expired`: closed by the shop (its order was cancelled or replaced), so its Pay is refused.
 * `held`: paid as a hold on the card (an order with weighed produce), then `captured` for the
 * exact amount or `released` (docs/decisions/weighed-produce.md).
 */
export const LOCAL_PAYMENT_STATES = ['open', 'paid', 'cancelled', 'expired', 'held', 'captured', 'released'] as const;
export type LocalPaymentState = (typeof LOCAL_PAYMENT_STATES)[number];

/** What a session is for: the order itself, or the exact amount after a card hold ended (the pay link). */
export const LOCAL_PAYMENT_PURPOSES = ['order', 'balance'] as const;
export type LocalPaymentPurpose = (typeof LOCAL_PAYMENT_PURPOSES)[number];

/** The local test-payment provider's sessions: one per order and purpose, settled once by Pay or Cancel. */
export const localPayments = pgTable(
  'local_payments',
  {
    sessionId: text('session_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<LocalPaymentPurpose>().notNull().default('order'),
    state: text('state').$type<LocalPaymentState>().notNull().default('open'),
    /** What Pay takes: the order's total, its hold, or the exact amount of a pay link. */
    amountCents: integer('amount_cents').notNull(),
    /** Whether Pay places a hold (manual capture) rather than charging at once. */
    hold: boolean('hold').notNull().default(false),
    /** What a captured hold took. */
    capturedCents: integer('captured_cents'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamps('created_at').notNull().defaultNow(),
    settledAt: timestamps('settled_at'),
  },
  (table) => [
    check('local_payments_state_known', inList('state', LOCAL_PAYMENT_STATES)),
    check('local_payments_purpose_known', inList('purpose', LOCAL_PAYMENT_PURPOSES)),
    uniqueIndex('local_payments_order_purpose').on(table.orderId, table.purpose),
  ],
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
