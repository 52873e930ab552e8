/**
 * A shopper's order page (/checkout/order/<token>) is one page for every token (the checkout's
 * build renders its loading state), so the shell's server asks the checkout-service whether it
 * knows the token, as the page itself then does, and answers a link it does not know with 404:
 * a real 404, not a 200 that only says "not valid" once the browser has asked. Asked on every
 * request and never kept (the answer is about one shopper's private link), with a short timeout
 * (the page waits for it). Only the service's 404 counts: down, slow, throttled or anything else
 * leaves the page as it was, 200, and the browser asks again. The order itself is never read.
 */
import type { Context } from 'koa';
import { orderByTokenPath, orderPagePath } from 'contract';
import { request } from 'undici';

/** Whether the service says it has no order with this page token; false when it cannot say. */
export type UnknownOrderLink = (token: string, ctx: Context) => Promise<boolean>;

const PREFIX = orderPagePath('');

/** The token an order page's path names, or null for any other path. */
export function orderPageToken(pathname: string): string | null {
  const segment = pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : '';
  if (!segment || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The client's address appended to X-Forwarded-For, as the /api proxy sends it (http-proxy's
 * xfwd): the service counts order look-ups per shopper's address, and this one is the shopper's.
 */
function forwardedFor(ctx: Context): string {
  const before = ctx.get('X-Forwarded-For');
  const client = ctx.req.socket.remoteAddress ?? '';
  return before ? `${before},${client}` : client;
}

/** @param service the checkout-service's origin, as the /api proxy reaches it (shellServer.ts's apiTarget). */
export function unknownOrderLink(service: string, { timeoutMs = 1_000 }: { timeoutMs?: number } = {}): UnknownOrderLink {
  return async (token, ctx) => {
    try {
      const response = await request(new URL(orderByTokenPath(token), service), {
        headers: { accept: 'application/json', 'x-forwarded-for': forwardedFor(ctx) },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Only the status matters: the order's data never reaches the page.
      await response.body.dump();
      return response.statusCode === 404;
    } catch {
      return false;
    }
  };
}
