/**
 * Where the checkout talks to the checkout-service, and where the payment page sends the shopper
 * back: all on the site's own origin (the shell's server forwards /api/*).
 */

/** Creates the payment session (docs/product.md#paying). */
export const CHECKOUT_SESSION_ENDPOINT = '/api/create-checkout-session';
export const SUCCESS_PATH = '/checkout/success';
/** What became of a payment, by the provider's session id (the success page's `session_id`). */
export const orderBySessionEndpoint = (sessionId: string) => `/api/orders/by-session/${encodeURIComponent(sessionId)}`;
export const CANCEL_PATH = '/checkout/cancel';
