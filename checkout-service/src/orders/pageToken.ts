import { randomBytes } from 'node:crypto';

/**
 * The secret in the shopper's order page address (/checkout/order/:token): 32 random bytes
 * (256 bits), base64url, so 43 characters. It is neither the order's number (short, said on the
 * phone) nor the payment session id (in the success page's address and the provider's records).
 */
export const newPageToken = () => randomBytes(32).toString('base64url');

/** What a token looks like; anything else is answered 404 without a look-up. */
export const PAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
