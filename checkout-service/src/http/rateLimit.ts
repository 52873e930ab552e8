import type { Context, Middleware } from 'koa';
import ratelimit from 'koa-ratelimit';
import proxyAddr from 'proxy-addr';

const WINDOW_MS = 60_000;

/**
 * The address a request comes from. X-Forwarded-For is believed only as far back as it was
 * written by trusted proxies (the shell's server), so a client cannot choose its own address.
 */
export function clientAddress(trustedProxies: readonly string[]): (ctx: Context) => string {
  const trust = proxyAddr.compile([...trustedProxies]);
  // A socket already closed has no address; it is counted with the others like it.
  return (ctx) => (ctx.req.socket.remoteAddress ? proxyAddr(ctx.req, trust) : 'unknown');
}

interface LimitOptions {
  /** Requests one client address may make a minute. */
  perMinute: number;
  /** Peers whose X-Forwarded-For is believed (proxy-addr's notation). */
  trustedProxies: readonly string[];
  /** The 429's sentence, saying what was asked too often. */
  refusal: string;
}

/**
 * At most `perMinute` requests per client address and minute on the routes it guards; more are
 * answered 429 with Retry-After and `refusal` (docs/decisions/rate-limit.md). Each limiter keeps
 * its own counts, in this process (`counts`): replicas each count their own.
 */
export function perMinuteLimit(
  { perMinute, trustedProxies, refusal }: LimitOptions,
  counts = new Map<string, { reset: number }>(),
): Middleware {
  const limit = ratelimit({
    driver: 'memory',
    db: counts,
    duration: WINDOW_MS,
    max: perMinute,
    id: clientAddress(trustedProxies),
    throw: true,
    errorMessage: refusal,
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
