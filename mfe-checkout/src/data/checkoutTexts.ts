/** The checkout's user-facing texts, word for word (docs/product.md#error-catalogue). */
export const CHECKOUT_TEXTS = {
  emptyCart: 'Your cart is empty',
  startFailed: 'Failed to start checkout',
  thrownWithoutMessage: 'Checkout failed',
  noUrl: 'No checkout URL returned',
  paymentSucceeded: 'Payment successful! Your order has been placed.',
  paymentCanceled: 'Payment canceled. You can try again.',
  incompleteBilling: 'Please complete your billing details.',
} as const;
