import type { Context, Middleware } from 'koa';
import proxyAddr from 'proxy-addr';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { RequestError } from './httpErrors';
import type { LimitName, RateCounts } from './rateCounts';

/**
 * The address a request comes from. X-Forwarded-For is believed only as far back as it was
 * written by trusted proxies (the shell's server, the load balancer), so a client cannot choose its own address.
 */
export function clientAddress(trustedProxies: readonly string[]): (ctx: Context) => string {
  const trust = proxyAddr.compile([...trustedProxies]);
  // A socket already closed has no address; it is counted with the others like it.
  return (ctx) => (ctx.req.socket.remoteAddress ? proxyAddr(ctx.req, trust) : 'unknown');
}

interface LimitOptions {
  /** Which limit: its counts are kept under this name, apart from every other limit's. */
  name: LimitName;
  /** Requests one client address may make a minute. */
  perMinute: number;
  /** Peers whose X-Forwarded-For is believed (proxy-addr's notation). */
  trustedProxies: readonly string[];
  /** The 429's sentence, saying what was asked too often. */
  refusal: string;
}

/**
 * At most `perMinute` requests per client address and minute on the routes it guards; more are
 * answered 429 with Retry-After and `refusal` (docs/decisions/rate-limit.md). The counts live in
 * `counts`: shared by the replicas on PostgreSQL (src/http/rateCounts.ts).
 */
export function perMinuteLimit({ name, perMinute, trustedProxies, refusal }: LimitOptions, counts: RateCounts): Middleware {
  const counter = counts.counter(name, perMinute);
  const addressOf = clientAddress(trustedProxies);
  return async (ctx, next) => {
    try {
      await counter.consume(addressOf(ctx));
    } catch (refused) {
      // The library rejects with its result when the limit is reached, and with an Error when it failed.
      if (!(refused instanceof RateLimiterRes)) throw refused;
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(refused.msBeforeNext / 1000))));
      throw new RequestError(429, refusal);
    }
    await next();
  };
}
