import type { Context } from 'koa';

/**
 * Whether the request is a browser's navigation (it accepts HTML), for an address whose answer
 * depends on it: caches are told so (Vary: Accept), lest they give the app for a file or a 404 for a page.
 */
export function navigating(ctx: Context): boolean {
  ctx.vary('Accept');
  return /\btext\/html\b/.test(ctx.get('Accept'));
}
