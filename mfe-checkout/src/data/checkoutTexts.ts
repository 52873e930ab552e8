/** The checkout's user-facing texts, word for word (docs/product.md#error-catalogue). */
export const CHECKOUT_TEXTS = {
  emptyCart: 'Your cart is empty',
  startFailed: 'Failed to start checkout',
  thrownWithoutMessage: 'Checkout failed',
  noUrl: 'No checkout URL returned',
  paymentSucceeded: 'Payment successful! Your order has been placed.',
  paymentCanceled: 'Payment canceled. You can try again.',
  /** The success page opened in another browser than the checkout's: its order page is linked from the receipt e-mail only. */
  orderLinkByMail: 'The link to your order page is in the receipt we e-mailed you.',
  incompleteBilling: 'Please complete your billing details.',
  noPickupDay: 'Please choose a pickup day.',
  pickupDaysUnavailable: 'The pickup days could not be loaded, so a pickup cannot be booked just now. Try again, or choose delivery.',
} as const;

/** What "Your order" says beside a line that asks for more than the farm has left. */
export const SUMMARY_TEXTS = {
  changeInCart: 'Change it in your cart',
} as const;
