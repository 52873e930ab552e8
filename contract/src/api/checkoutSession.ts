import * as z from 'zod/mini';
import { BILLING_FIELDS, type BillingField } from '../checkout/billing';
import { FulfilmentRequestSchema } from './fulfilment';

/**
 * `POST /api/create-checkout-session` (docs/product.md#paying). The service prices each line from
 * the catalogue: of a line only `id` and `quantity` count, the rest is the cart's own copy. Its
 * refusals (each a sentence naming the field) are written by the service, which checks this
 * shape with the checkout form's own rules before it stores an order.
 */
const billingShape = Object.fromEntries(BILLING_FIELDS.map((field) => [field, z.string()])) as Record<BillingField, z.ZodMiniString>;

const CheckoutLineSchema = z.object({
  id: z.int(),
  quantity: z.int(),
  title: z.optional(z.string()),
  price: z.optional(z.number()),
  thumb: z.optional(z.string()),
});

const CheckoutSessionRequestSchema = z.object({
  items: z.array(CheckoutLineSchema),
  success_url: z.string(),
  cancel_url: z.string(),
  /** Absent: Stripe collects the address on its own page. */
  customer: z.optional(z.object(billingShape)),
  /** Absent: a delivery. A pickup needs only the name, e-mail and phone of `customer`. */
  fulfilment: z.optional(FulfilmentRequestSchema),
});
export type CheckoutSessionRequest = z.infer<typeof CheckoutSessionRequestSchema>;

/** The payment session: the provider's id, and where the browser goes to pay. */
export const CheckoutSessionSchema = z.object({ id: z.string(), url: z.string() });
/** What the browser reads of it (docs/product.md#checkout-service-rules: the answer is read for url). */
export const PaymentPageSchema = z.pick(CheckoutSessionSchema, { url: true });

