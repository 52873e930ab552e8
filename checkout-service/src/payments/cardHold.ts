/**
 * How long a card's authorisation lasts before the bank lets it go: about 7 days with Stripe for
 * an online card payment (docs/decisions/weighed-produce.md). An order with weighed produce must
 * be weighed and captured within it, or its hold lapses and the shopper is sent a pay link.
 */
const CARD_HOLD_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a hold placed at `placedAt` ends if nothing is captured. */
export const cardHoldEndsAt = (placedAt: Date) => new Date(placedAt.getTime() + CARD_HOLD_DAYS * DAY_MS);
