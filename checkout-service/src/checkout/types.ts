import type { BillingDetails } from 'shared';

/** One line of an order, priced by the service from the catalogue. */
export interface PricedLine {
  productId: number;
  title: string;
  /** Absolute URL of the product's picture on the site's own origin. */
  imageUrl: string;
  unitAmountCents: number;
  quantity: number;
}

/** A checkout the shopper asked for, after validation and pricing. */
export interface CheckoutOrder {
  lines: readonly PricedLine[];
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
  /** The allowed site origin the shopper came from (that of success_url). */
  siteOrigin: string;
  /** From the browser's Idempotency-Key header: one per checkout attempt. */
  idempotencyKey: string | null;
  /** The billing details from the checkout form; null when the provider is to collect them. */
  customer: BillingDetails | null;
}
