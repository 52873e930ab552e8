import type { Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';

export const CROSS_SITE_CHANGE = "This change must come from the farm's office on this site.";

/** Reads; every other method (POST, PUT, PATCH, DELETE and any other) may change something. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every changing request (POST, PUT, PATCH, DELETE: anything but GET, HEAD, OPTIONS) must come from the site's own pages: the
 * browser says `Sec-Fetch-Site: same-origin`, or else (an older browser) sends an `Origin` that is
 * one of SITE_ORIGINS. Anything else, a request from another site or a script without either
 * header, is answered 403 `{ error }`. With SameSite=Strict on the session cookie, a second wall
 * against cross-site requests (docs/decisions/staff-sign-in.md). Reads pass.
 */
export function sameOrigin(siteOrigins: readonly string[]): Middleware {
  const allowed = new Set(siteOrigins);
  return async (ctx, next) => {
    if (!READS.has(ctx.method) && ctx.get('Sec-Fetch-Site') !== 'same-origin' && !allowed.has(ctx.get('Origin'))) {
      throw new RequestError(403, CROSS_SITE_CHANGE);
    }
    await next();
  };
}
