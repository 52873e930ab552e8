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
  /** Sell one product by weight or by the piece (PUT, ADMIN_TOKEN; docs/product.md#sold-by-weight). */
  adminProduct: '/api/admin/products/:productId',
  /** The same from the office's Products screen (PUT). */
  staffProduct: '/api/staff/products/:productId',
  /** The weighed lines' grams, entered at packing: the exact amount is charged (POST). */
  staffOrderWeights: '/api/staff/orders/:number/weights',
  /** The orders whose card hold ends within a day, or ended, before they were weighed (GET). */
  staffHolds: '/api/staff/holds',
  /** The link a shopper is e-mailed when a hold ended: a new payment page for the exact amount (GET, redirects). */
  orderBalancePayment: '/api/orders/by-token/:token/pay',
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
  /** The visitors' forms (POST, 201; docs/product.md#visitors-forms). */
  contact: '/api/contact',
  boxRequests: '/api/box-requests',
  newsletter: '/api/newsletter',
  newsletterConfirm: '/api/newsletter/confirm',
  /** One-click unsubscribe (RFC 8058): the List-Unsubscribe header's address, and the unsubscribe page's button (POST). */
  newsletterUnsubscribe: '/api/newsletter/unsubscribe',
  /** POST a comment; GET the approved ones (`?post=<id>`). */
  comments: '/api/comments',
  staffCounts: '/api/staff/counts',
  staffMessages: '/api/staff/messages',
  staffMessage: '/api/staff/messages/:id',
  staffMessageStatus: '/api/staff/messages/:id/status',
  staffBoxRequests: '/api/staff/box-requests',
  staffBoxRequest: '/api/staff/box-requests/:id',
  staffBoxRequestStatus: '/api/staff/box-requests/:id/status',
  staffSubscribers: '/api/staff/subscribers',
  staffComments: '/api/staff/comments',
  staffCommentStatus: '/api/staff/comments/:id/status',
  staffPrivacy: '/api/staff/privacy',
  staffPrivacyErase: '/api/staff/privacy/erase',
  /** The farm's delivery rules (docs/product.md#delivery-rules): by script (GET, PUT, ADMIN_TOKEN) and in the office. */
  adminDelivery: '/api/admin/delivery',
  /** What the cart and the checkout show of the rules: the zones' fees and thresholds, the minimum (GET). */
  delivery: '/api/delivery',
  /** A postcode's zone and the delivery days it may book now (GET `?postcode=`). */
  deliveryDays: '/api/delivery-days',
  /** The office's Delivery screen: the rules and the next two weeks' bookings (GET), the rules (PUT). */
  staffDelivery: '/api/staff/delivery',
  /** The orders booked for one day (GET `?day=`): whom to call when the farm closes it. */
  staffDeliveryBookings: '/api/staff/delivery/bookings',
  /** One page view's field measurements, sent by the shell as the page is hidden (POST, 204; docs/decisions/field-vitals.md). */
  vitals: '/api/vitals',
  /** The office's Field vitals: the last seven days' 75th percentiles by route and by remote build (GET). */
  staffVitals: '/api/staff/vitals',
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

/** The site's pages an e-mail's newsletter links open (mfe-farm-content): each posts its token to the service. */
export const NEWSLETTER_PAGES = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;

/** `${site}${newsletterPagePath('confirm', token)}`: the link a confirmation or newsletter e-mail carries. */
export const newsletterPagePath = (page: keyof typeof NEWSLETTER_PAGES, token: string) =>
  `${NEWSLETTER_PAGES[page]}?token=${encodeURIComponent(token)}`;
