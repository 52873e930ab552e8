import { formatCents, WEIGHING_SENTENCES, weightWords } from 'contract';

/**
 * What the success page and the order page say of weighed produce beyond the contract's
 * WEIGHING_SENTENCES and paymentSummary (docs/decisions/weighed-produce.md): each weighed line's
 * estimate and weight, what was released, and what to do when the card's hold ended.
 */
export const WEIGHING_TEXTS = {
  /** The success page's first sentence when the card is held, not charged. */
  prepared: 'Your order is confirmed and your fresh produce is being prepared.',
  linesHeading: 'Sold by weight',
  /** A weighed line before and after packing: "Estimated about 2 kg, about $12.60". */
  estimate: (grams: number, cents: number) => `Estimated about ${weightWords(grams)}, ${WEIGHING_SENTENCES.about(cents)}`,
  /** "Weighed 2.26 kg: $14.24". */
  weighed: (grams: number, cents: number) => `Weighed ${weightWords(grams)}: ${formatCents(cents)}`,
  notWeighed: 'Weighed when we pack your order',
  /** Beside "Charged $Z": the rest of the hold, given back to the card. */
  released: (cents: number) => `${formatCents(cents)} of the hold on your card is released.`,
  lapsed:
    'The hold on your card ended before we weighed your order, so nothing was charged. Once it is weighed, the farm will e-mail you a link to pay the exact amount.',
  /** A hold that ended, the order weighed: the exact amount is paid by the link. */
  payDue: (cents: number) =>
    `The hold on your card ended before we weighed your order. The exact amount is ${formatCents(cents)}; nothing is charged until you pay it.`,
  payLink: (cents: number) => `Pay ${formatCents(cents)}`,
  /** The same, to a browser not given the order's page token: the e-mail carries the link. */
  payLinkByMail: 'The link to pay is in the e-mail we sent you.',
} as const;
