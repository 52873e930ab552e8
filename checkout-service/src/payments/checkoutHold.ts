/**
 * How long a started checkout may wait for its payment (docs/product.md#stock): the stock it took
 * is held this long at most. Stripe's sessions expire then (`expires_at`), and so do the local
 * provider's; the reservation sweeper (src/orders/expirySweeper.ts) gives back what they held.
 */
export const CHECKOUT_HOLD_MS = 30 * 60 * 1000;
