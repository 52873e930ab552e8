import * as z from 'zod/mini';
import { formatCents } from '../money';
import { MAX_LINE_GRAMS, SoldByWeightSchema } from '../weighing/soldByWeight';
import { WEIGHING_SENTENCES } from '../weighing/weighingSentences';

/**
 * The money of an order with weighed produce (docs/decisions/weighed-produce.md). Beside its status,
 * an order has a payment state: an order without a weighed line is charged in full when paid
 * (`at_once`), as always; one with a weighed line is `held` on the card for the estimate plus a
 * buffer, until the farm weighs it at packing and the exact amount is `captured` (the rest released).
 * A hold given back before capture is `released`; one that ended before capture is `lapsed`, and
 * once weighed the shopper is sent a link to pay the exact amount (`pay_link_sent`), which, paid,
 * is `captured` too.
 */
export const PAYMENT_STATES = ['at_once', 'held', 'captured', 'released', 'lapsed', 'pay_link_sent'] as const;
const PaymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** The payment states in which the weights are not in yet: such an order cannot be packed. */
export const AWAITING_WEIGHTS: readonly PaymentState[] = ['held', 'lapsed'];

/**
 * An order's money as every view tells it. `estimateCents` is the total the checkout showed (the
 * order's `totalCents`); `heldCents` what the card was held for (null when charged at once);
 * `chargedCents` what was taken once weighed (null until then); `holdEndsAt` (ISO 8601) when the
 * card's hold ends if nothing is captured.
 */
export const OrderPaymentSchema = z.object({
  state: PaymentStateSchema,
  estimateCents: z.int(),
  heldCents: z.nullable(z.int()),
  chargedCents: z.nullable(z.int()),
  holdEndsAt: z.nullable(z.string()),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/**
 * A line of a weighed product: one piece's estimated grams (the line's estimate is its
 * `lineTotalCents`), and once weighed the whole line's grams and exact price. Null for a line sold
 * by the piece.
 */
export const LineWeighingSchema = z.nullable(
  z.object({ estimatedGrams: z.int(), actualGrams: z.nullable(z.int()), chargedCents: z.nullable(z.int()) }),
);
export type LineWeighing = z.infer<typeof LineWeighingSchema>;

/**
 * `POST /api/staff/orders/:number/weights`: each weighed line's grams, all of them. Above the hold,
 * the service refuses (409, WEIGHING_SENTENCES.aboveHold) unless `chargeHoldMaximum` says the farm
 * absorbs what is above it. Answered with the order's OrderDetail.
 */
export const WeightsRequestSchema = z.object({
  lines: z.array(z.object({ productId: z.int(), grams: z.int().check(z.gte(1), z.lte(MAX_LINE_GRAMS)) })).check(z.minLength(1)),
  chargeHoldMaximum: z.optional(z.boolean()),
});
export type WeightsRequest = z.infer<typeof WeightsRequestSchema>;

/**
 * `PUT /api/admin/products/:productId` (ADMIN_TOKEN) and `PUT /api/staff/products/:productId` (the
 * office's Products screen): sell a product by weight, or by the piece again (`null`).
 */
export const ProductSaleChangeSchema = z.strictObject({ soldByWeight: SoldByWeightSchema });
export type ProductSaleChange = z.infer<typeof ProductSaleChangeSchema>;

/** Its answer: the product as it now sells. */
export const ProductSaleSchema = z.object({ productId: z.int(), title: z.string(), soldByWeight: SoldByWeightSchema });

/** Unpaid orders have no payment to speak of; these statuses say nothing about the card. */
const UNPAID = new Set(['pending', 'failed', 'expired', 'cancelled']);

/**
 * What the office (and the shopper's order page) says of an order's money beside its status:
 * "Card held $X (estimate $Y)" until the weights are in, "Charged $Z" after; nothing for an order
 * charged at once or never paid.
 */
export function paymentSummary(status: string, payment: OrderPayment): string | null {
  if (UNPAID.has(status)) return null;
  switch (payment.state) {
    case 'at_once':
      return null;
    case 'held':
      return WEIGHING_SENTENCES.cardHeld(payment.heldCents ?? 0, payment.estimateCents);
    case 'captured':
      return WEIGHING_SENTENCES.charged(payment.chargedCents ?? 0);
    case 'released':
      return `Hold of ${formatCents(payment.heldCents ?? 0)} released; nothing charged`;
    case 'lapsed':
      return `Card hold ended before it was weighed (estimate ${formatCents(payment.estimateCents)})`;
    case 'pay_link_sent':
      return `Pay link sent for ${formatCents(payment.chargedCents ?? 0)}; not paid yet`;
  }
}
