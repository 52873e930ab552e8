import * as z from 'zod/mini';
import { BILLING_FIELDS, type BillingField } from '../checkout/billing';
import { FulfilmentSchema } from './fulfilment';
import { OrderStatusSchema, PaymentProviderNameSchema } from './orderStatus';
import { LineWeighingSchema, OrderPaymentSchema } from './weighing';

/**
 * What the service tells about an order, to whom (docs/architecture.md#the-api-contract). The
 * service's views are typed by these schemas, so a field added here fails to compile until every
 * view fills it; the browser and the tests check answers against them at run time.
 */

/** A line as the shopper sees it on the success page and the order's page. */
const ShopperLineSchema = z.object({
  title: z.string(),
  quantity: z.int(),
  unitPriceCents: z.int(),
  /** The line's price, an estimate for a weighed line (its `weighing` then says what it came to). */
  lineTotalCents: z.int(),
  weighing: LineWeighingSchema,
});

/** `GET /api/orders/by-session/:sessionId`: enough to thank the shopper, nothing more. */
export const ShopperOrderSchema = z.object({
  number: z.string(),
  status: OrderStatusSchema,
  firstName: z.nullable(z.string()),
  town: z.nullable(z.string()),
  currency: z.string(),
  totalCents: z.int(),
  lines: z.array(ShopperLineSchema),
  fulfilment: FulfilmentSchema,
  payment: OrderPaymentSchema,
  /**
   * The secret of the order's own page (`orderPagePath(pageToken)`), which the success page links
   * to: only for the browser that started the checkout (its checkout cookie), null for anyone else
   * holding the session id (docs/decisions/checkout-cookie.md).
   */
  pageToken: z.nullable(z.string()),
});
export type ShopperOrder = z.infer<typeof ShopperOrderSchema>;

/** Where a delivery goes, as the shopper typed it (or Stripe collected it); empty fields are null. */
const ShopperDeliverySchema = z.object({
  name: z.nullable(z.string()),
  /** The street address, line by line, without empty lines. */
  addressLines: z.array(z.string()),
  town: z.nullable(z.string()),
  state: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  country: z.nullable(z.string()),
});

/**
 * `GET /api/orders/by-token/:token`: the shopper's own order page, reached by the order's secret
 * link (`orderPagePath`). Its status, when it was placed and paid, what is in it and where it goes;
 * no e-mail or phone, which the shopper knows.
 */
export const ShopperOrderPageSchema = z.object({
  number: z.string(),
  status: OrderStatusSchema,
  /** ISO 8601, UTC. */
  placedAt: z.string(),
  paidAt: z.nullable(z.string()),
  currency: z.string(),
  totalCents: z.int(),
  lines: z.array(ShopperLineSchema),
  fulfilment: FulfilmentSchema,
  payment: OrderPaymentSchema,
  /** Where a delivery goes; for a pickup, the name only (the address lines are empty). */
  delivery: ShopperDeliverySchema,
  notes: z.nullable(z.string()),
});
export type ShopperOrderPage = z.infer<typeof ShopperOrderPageSchema>;

/** The customer as stored: each billing field, empty until Stripe reports what it collected. */
const customerShape = Object.fromEntries(BILLING_FIELDS.map((field) => [field, z.nullable(z.string())])) as Record<
  BillingField,
  z.ZodMiniNullable<z.ZodMiniString>
>;
const StaffCustomerSchema = z.object(customerShape);

const StaffLineSchema = z.object({
  productId: z.int(),
  title: z.string(),
  unitPriceCents: z.int(),
  quantity: z.int(),
  lineTotalCents: z.int(),
  weighing: LineWeighingSchema,
});

/** The farm's view of an order: everything needed to pack and deliver it. */
export const StaffOrderSchema = z.object({
  number: z.string(),
  status: OrderStatusSchema,
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  customer: StaffCustomerSchema,
  currency: z.string(),
  totalCents: z.int(),
  provider: PaymentProviderNameSchema,
  providerSessionId: z.nullable(z.string()),
  /** The provider's refund of a payment that arrived after the order was closed (docs/product.md#late-payments). */
  lateRefundId: z.nullable(z.string()),
  fulfilment: FulfilmentSchema,
  payment: OrderPaymentSchema,
  lines: z.array(StaffLineSchema),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

/** `GET /api/admin/orders`: newest first, at most `limit`. */
export const StaffOrderListSchema = z.object({ orders: z.array(StaffOrderSchema), limit: z.int() });

/**
 * One product of `GET /api/admin/packing`: how many to harvest and pack, over how many orders; for
 * a weighed product, the grams estimated for them all and the grams weighed so far (null when it
 * is sold by the piece).
 */
export const PackingLineSchema = z.object({
  productId: z.int(),
  title: z.string(),
  quantity: z.int(),
  orders: z.int(),
  weight: z.nullable(z.object({ estimatedGrams: z.int(), weighedGrams: z.int(), weighedOrders: z.int() })),
});
export type PackingLine = z.infer<typeof PackingLineSchema>;

export const PackingListSchema = z.object({ from: z.nullable(z.string()), to: z.nullable(z.string()), lines: z.array(PackingLineSchema) });
