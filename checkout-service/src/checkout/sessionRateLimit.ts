import type { Context, Middleware } from 'koa';
import ratelimit from 'koa-ratelimit';
import proxyAddr from 'proxy-addr';

const WINDOW_MS = 60_000;
export const RATE_LIMITED = 'Too many checkout attempts from your address. Please wait a minute and try again.';

/**
 * The address a request comes from. X-Forwarded-For is believed only as far back as it was
 * written by trusted proxies (the shell's server), so a client cannot choose its own address.
 */
function clientAddress(trustedProxies: readonly string[]): (ctx: Context) => string {
  const trust = proxyAddr.compile([...trustedProxies]);
  // A socket already closed has no address; it is counted with the others like it.
  return (ctx) => (ctx.req.socket.remoteAddress ? proxyAddr(ctx.req, trust) : 'unknown');
}

/**
 * At most `sessionsPerMinute` session creations per client address and minute; more are answered
 * 429 with Retry-After. The counts are kept in this process (`counts`): replicas each count their own.
 */
export function sessionRateLimit(sessionsPerMinute: number, trustedProxies: readonly string[], counts = new Map<string, { reset: number }>()): Middleware {
  const limit = ratelimit({
    driver: 'memory',
    db: counts,
    duration: WINDOW_MS,
    max: sessionsPerMinute,
    id: clientAddress(trustedProxies),
    throw: true,
    errorMessage: RATE_LIMITED,
  });
  // The limiter never forgets an address; without this sweep every address ever seen would stay.
  let nextSweep = Date.now() + WINDOW_MS;
  return (ctx, next) => {
    const now = Date.now();
    if (now >= nextSweep) {
      nextSweep = now + WINDOW_MS;
      for (const [key, { reset }] of counts) if (reset * 1000 < now) counts.delete(key);
    }
    return limit(ctx, next);
  };
}
