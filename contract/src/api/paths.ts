/**
 * Every path of the checkout-service's HTTP API, written once for the browser, the service and
 * the scripts (docs/architecture.md#the-api-contract). A route pattern (`:sessionId`) is what
 * the service's router matches; its builder is what a caller asks for.
 */
export const API_PATHS = {
  checkoutSession: '/api/create-checkout-session',
  /** The shopper left the payment page: this browser's unpaid checkouts are closed and their stock given back (POST). */
  checkoutCancel: '/api/checkout/cancel',
  orderBySession: '/api/orders/by-session/:sessionId',
  orderByToken: '/api/orders/by-token/:token',
  testPayment: '/api/test-payment',
  /** What is left of each product (GET, cacheable for a few seconds). */
  availability: '/api/availability',
  /** The days a pickup can be booked for now (GET). */
  pickupDays: '/api/pickup-days',
  stripeWebhook: '/api/stripe/webhook',
  adminOrders: '/api/admin/orders',
  adminPacking: '/api/admin/packing',
  adminStaff: '/api/admin/staff',
  /** One product's stock, set by a script (PUT, ADMIN_TOKEN). */
  adminStock: '/api/admin/stock/:productId',
  adminStaffMember: '/api/admin/staff/:email',
  staffSession: '/api/staff/session',
  staffOrders: '/api/staff/orders',
  staffOrder: '/api/staff/orders/:number',
  staffOrderStatus: '/api/staff/orders/:number/status',
  staffOrderRefund: '/api/staff/orders/:number/refund',
  /** A new copy of one of the order's e-mails, sent again (POST). */
  staffOrderMessageResend: '/api/staff/orders/:number/messages/:id/resend',
  /** The Products screen: every product's stock (GET), and one product's (PUT). */
  staffStock: '/api/staff/stock',
  staffStockProduct: '/api/staff/stock/:productId',
  staffPacking: '/api/staff/packing',
  staffSlips: '/api/staff/slips',
  staffRunSheet: '/api/staff/run-sheet',
} as const;

/** What became of a payment, by the provider's session id (the success page's `session_id`). */
export const orderBySessionPath = (sessionId: string) => API_PATHS.orderBySession.replace(':sessionId', encodeURIComponent(sessionId));

/** The shopper's order page, by its secret token (what `orderPagePath` links to asks this). */
export const orderByTokenPath = (token: string) => API_PATHS.orderByToken.replace(':token', encodeURIComponent(token));

/**
 * The shopper's own order page on the site, by the order's page token: a link in the order's
 * e-mails is `${site}${orderPagePath(token)}`. The page is mfe-checkout's (/checkout/*).
 */
export const orderPagePath = (token: string) => `/checkout/order/${encodeURIComponent(token)}`;

/** A path with its `:name` parameters filled in, each encoded. */
export const pathWith = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
