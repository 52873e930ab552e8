/** The checkout's user-facing texts, exactly as SPEC.md section 8 words them. */
export const CHECKOUT_TEXTS = {
  emptyCart: 'Your cart is empty',
  startFailed: 'Failed to start checkout',
  thrownWithoutMessage: 'Checkout failed',
  noUrl: 'No checkout URL returned',
  paymentSucceeded: 'Payment successful! Your order has been placed.',
  paymentCanceled: 'Payment canceled. You can try again.',
  incompleteBilling: 'Please complete your billing details.',
} as const;

/** The service endpoint, on the site's own origin (the shell's server forwards /api/*). */
export const CHECKOUT_SESSION_ENDPOINT = '/api/create-checkout-session';
export const SUCCESS_PATH = '/checkout/success';
/** What became of a payment, by the provider's session id (the success page's `session_id`). */
export const orderBySessionEndpoint = (sessionId: string) => `/api/orders/by-session/${encodeURIComponent(sessionId)}`;
export const CANCEL_PATH = '/checkout/cancel';
