import { formatCents } from '../money';
import { pricePerKiloCents, weightWords } from './soldByWeight';

/** What the shop, the checkout, the e-mails and the office say of weighed produce (docs/product.md#sold-by-weight). */
export const WEIGHING_SENTENCES = {
  /** On the product's page, its card, the cart line and the checkout: "$6.30/kg · about 1 kg each". */
  unitPrice: (unitPriceCents: number, estimatedGrams: number) =>
    `${formatCents(pricePerKiloCents(unitPriceCents, estimatedGrams))}/kg · about ${weightWords(estimatedGrams)} each`,
  /** An estimated amount: "about $6.30". */
  about: (cents: number) => `about ${formatCents(cents)}`,
  estimatedTotal: 'Estimated total',
  /** Under the checkout's estimated total, and on the success page. */
  hold: (heldCents: number) =>
    `We hold ${formatCents(heldCents)} on your card and charge the exact weight when we pack your order. The difference is released.`,
  /** The local test-payment page, for an order with a weighed line. */
  testHold: (heldCents: number) => `This places a hold of ${formatCents(heldCents)}; nothing is charged until the order is weighed.`,
  /** The office, until the weights are in. */
  cardHeld: (heldCents: number, estimateCents: number) => `Card held ${formatCents(heldCents)} (estimate ${formatCents(estimateCents)})`,
  /** The office and the order page, once the exact amount was taken. */
  charged: (chargedCents: number) => `Charged ${formatCents(chargedCents)}`,
  /** The Stripe Checkout line that makes the session's total the hold. */
  allowanceLine: 'Weight allowance (held, released if unused)',
  /** The weights come to more than the hold: what the office offers instead. */
  aboveHold: (exactCents: number, heldCents: number) =>
    `The weights come to ${formatCents(exactCents)}, ${formatCents(exactCents - heldCents)} above the ${formatCents(heldCents)} held on the card. Charge the hold's ${formatCents(heldCents)} (the farm absorbs the rest), or take pieces out and weigh again.`,
} as const;
