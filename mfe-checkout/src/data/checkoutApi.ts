/**
 * Where the payment page sends the shopper back, on the site's own origin. The service's own
 * paths are the API contract's (contract/src/api).
 */
export const SUCCESS_PATH = '/checkout/success';
export const CANCEL_PATH = '/checkout/cancel';
