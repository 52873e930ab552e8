import type {
  BillingDetails,
  Fulfilment,
  FulfilmentMethod,
  LineWeighing,
  OrderPayment,
  OrderStatus,
  PaymentProviderName,
  PaymentState,
} from 'contract';

/**
 * The service's domain types, in one place (docs/architecture.md#orders). What crosses HTTP is the
 * contract's (contract/src/api); these are what the service holds between a request and the store.
 */

/** One line of an order, priced by the service from the catalogue. */
export interface PricedLine {
  productId: number;
  title: string;
  /** Absolute URL of the product's picture on the site's own origin. */
  imageUrl: string;
  unitAmountCents: number;
  quantity: number;
  /** One piece's estimated grams when the farm sells the product by weight now; null: by the piece. */
  estimatedGrams: number | null;
}

/** A checkout the shopper asked for, after validation and pricing. */
export interface CheckoutOrder {
  lines: readonly PricedLine[];
  /**
   * The lines' catalogue subtotal as parsed; a delivery's fee is the farm's rules' to add, in the
   * pending order's transaction (src/checkout/deliveryChoice.ts), and a SessionRequest carries the stored total.
   */
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  /** The allowed site origin the shopper came from (that of success_url). */
  siteOrigin: string;
  /** From the browser's Idempotency-Key header: one per checkout attempt. */
  idempotencyKey: string | null;
  /** The billing details from the checkout form; null when the provider is to collect them. */
  customer: BillingDetails | null;
  /** Delivery (the default) or pickup, with the day asked for; the zone and fee are decided with the rules. */
  fulfilment: Fulfilment;
}

/** The customer as stored: every field may be empty until Stripe reports what it collected. */
export type StoredCustomer = { [K in keyof BillingDetails]: string | null };

export interface StoredLine {
  productId: number;
  title: string;
  unitPriceCents: number;
  quantity: number;
  /** The line's price at the checkout: the estimate, for a weighed line. */
  lineTotalCents: number;
  /** Null for a line sold by the piece (docs/decisions/weighed-produce.md). */
  weighing: LineWeighing;
}

export interface StoredOrder {
  id: string;
  number: string;
  status: OrderStatus;
  customer: StoredCustomer;
  currency: string;
  totalCents: number;
  provider: PaymentProviderName;
  providerSessionId: string | null;
  checkoutUrl: string | null;
  createdAt: Date;
  paidAt: Date | null;
  /** The payment provider's id of the refund, once it accepted one. */
  refundId: string | null;
  /** The refund of a payment that arrived after the order was cancelled or expired (docs/product.md#late-payments). */
  lateRefundId: string | null;
  /** SHA-256 of the checkout cookie of the browser that started the checkout (docs/decisions/checkout-cookie.md). */
  browserKeyHash: string | null;
  /**
   * The secret of the shopper's order page, `orderPagePath(pageToken)` on the site (contract/src/api):
   * the order's e-mails link to it. Never shown to the staff or in a list.
   */
  pageToken: string;
  fulfilment: Fulfilment;
  /** The money beside the status: charged at once, or held and captured once weighed (docs/decisions/weighed-produce.md). */
  payment: OrderPayment;
  /** The provider's session for the exact amount, after a card hold ended before capture. */
  balanceSessionId: string | null;
  lines: StoredLine[];
}

/** One change of an order's status, as the timeline keeps it; `from` is null for the order's creation. */
export interface StoredEvent {
  at: Date;
  from: OrderStatus | null;
  to: OrderStatus;
  /** A staff member's e-mail, or `system`. */
  actor: string;
  note: string | null;
}

/** A change a staff member asks for: applied only if the order is still `from`. */
export interface OrderStatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  actor: string;
  note: string | null;
  /** With `to: 'refunded'`: the provider's id of the refund it accepted. */
  refundId?: string;
  /** The order's payment state after the change: `released` for a card hold given back instead of a refund. */
  payment?: PaymentState;
}

export interface NewOrder {
  lines: readonly PricedLine[];
  totalCents: number;
  currency: string;
  customer: BillingDetails | null;
  fulfilment: Fulfilment;
  provider: PaymentProviderName;
  /** What the card is held for when a line is weighed (holdCents in contract); null: charged at once. */
  heldCents: number | null;
  idempotencyKey: string | null;
  /** What was asked for, hashed: the same key with another request is refused. */
  fingerprint: string;
  /** Who asks: the hashes of the client address and of the browser's checkout cookie. */
  holder: { clientKey: string | null; browserKeyHash: string | null };
}

/** What a payment provider can report of a session; `pending` changes nothing. */
export type PaymentOutcome = Extract<OrderStatus, 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled'>;

/** A span of time: from `start` (included) to `end` (excluded). */
export interface Period {
  start: Date;
  end: Date;
}

/**
 * One of the farm's calendar days (YYYY-MM-DD in FARM_TIME_ZONE) and its span: an order's day is
 * its pickup day, or for a delivery the day it was paid (docs/architecture.md#the-farms-office).
 */
export interface FarmDay extends Period {
  day: string;
}

/** One page of the office's list: filtered, searched, today's orders first, then newest first. */
export interface OrderPageQuery {
  statuses?: readonly OrderStatus[];
  /** Created within. */
  from?: Date;
  to?: Date;
  method?: FulfilmentMethod;
  /** Part of the number, the customer's name or e-mail, in any case. */
  search?: string;
  /** Today at the farm: the orders whose day it is come first. */
  today: FarmDay;
  offset: number;
  limit: number;
}

export interface OrderFilter {
  statuses?: readonly OrderStatus[];
  from?: Date;
  to?: Date;
  limit: number;
}
