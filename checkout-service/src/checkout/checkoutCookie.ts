import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';

/**
 * The browser's checkout cookie (docs/decisions/checkout-cookie.md): a random key set when a
 * checkout starts, HttpOnly and SameSite=Strict, sent only to /api. The order keeps its SHA-256, so
 * that only this browser's success page is given the order page's secret link, and this browser's
 * next checkout closes the ones it left unpaid.
 */
const CHECKOUT_COOKIE = 'tv_checkout';

/** Longer than a checkout's half hour and the way back from the payment page; short enough to forget. */
const MAX_AGE_S = 24 * 60 * 60;

/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is not ours. */
const KEY = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export interface CheckoutCookie {
  /** The hash of the key the request's cookie holds, or null when it holds none of ours. */
  presented(ctx: Context): string | null;
  /**
   * The hash of the request's key, after setting a new key when it had none (`isNew`: no earlier
   * checkout can be this browser's); its life starts again.
   */
  ensure(ctx: Context): { hash: string; isNew: boolean };
}

/** `secure`: the site is served over https, so the cookie is too. */
export function checkoutCookie({ secure }: { secure: boolean }): CheckoutCookie {
  const attributes = `Path=/api; HttpOnly; SameSite=Strict; Max-Age=${MAX_AGE_S}${secure ? '; Secure' : ''}`;
  const keyOf = (ctx: Context) => {
    const key = ctx.cookies.get(CHECKOUT_COOKIE);
    return key && KEY.test(key) ? key : null;
  };
  return {
    presented: (ctx) => {
      const key = keyOf(ctx);
      return key && hashOf(key);
    },
    ensure(ctx) {
      const presented = keyOf(ctx);
      const key = presented ?? randomBytes(32).toString('base64url');
      // Koa's ctx.cookies refuses a Secure cookie on a plain-http request, which is what the service sees behind the site's proxy.
      ctx.append('Set-Cookie', `${CHECKOUT_COOKIE}=${key}; ${attributes}`);
      return { hash: hashOf(key), isNew: presented === null };
    },
  };
}

/** The client address as the order keeps it: a hash, enough to count what one address holds. */
export const clientKeyOf = (address: string) => createHash('sha256').update(`client:${address}`).digest('hex');
