import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';
import { clientAddress } from '../http/rateLimit';
import type { Logger } from '../logger';

export const ADMIN_TOKEN_NEEDED = 'The admin API needs the admin token: send the header Authorization: Bearer <ADMIN_TOKEN>.';
export const ADMIN_TOKEN_THROTTLED = 'Too many wrong admin tokens from this address. Please wait a minute and try again.';

/** Wrong or missing tokens one client address may send in the window before it is refused outright. */
const MAX_FAILURES = 10;
const WINDOW_MS = 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as hashes, in constant time: neither the token's characters nor its length leak through timing. */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export interface GuardOptions {
  /** Peers whose X-Forwarded-For is believed (the rate limits' notion of a client address). */
  trustedProxies: readonly string[];
  log: Logger;
  now: () => number;
}

/**
 * The admin API's bearer guard. Each wrong or missing token counts against its client address;
 * with MAX_FAILURES in the last WINDOW_MS the address is answered 429 with Retry-After whatever
 * it sends, the right token included (else guessing would go on, told apart by the answer), and
 * nothing more is counted. The right token is never counted. Every refusal is one log line with
 * the address, never the token. Counts are per process, checked and written with no await in
 * between, so a burst cannot slip past (docs/decisions/staff-sign-in.md).
 */
export function requireToken(token: string, { trustedProxies, log, now }: GuardOptions): Middleware {
  const addressOf = clientAddress(trustedProxies);
  /** Each address's failure times within the window, oldest first: at most MAX_FAILURES each. */
  const failures = new Map<string, number[]>();
  let nextSweep = 0;
  const recent = (address: string, at: number) => {
    const times = (failures.get(address) ?? []).filter((time) => time > at - WINDOW_MS);
    if (times.length) failures.set(address, times);
    else failures.delete(address);
    return times;
  };
  // Addresses that stopped failing would otherwise stay in the map for good.
  const sweep = (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + WINDOW_MS;
    for (const address of [...failures.keys()]) recent(address, at);
  };

  /** The refusal to throw, its headers set and its one log line written. */
  const refusal = (ctx: Context, address: string, status: 401 | 429, count: number, waitSeconds = 0): RequestError => {
    const what =
      status === 429 ? `refused for ${waitSeconds} s after ${count} wrong tokens` : `wrong or missing token, ${count} of ${MAX_FAILURES}`;
    log(`Admin API ${status}: ${ctx.method} from ${address}: ${what} in a minute`);
    if (status === 429) {
      ctx.set('Retry-After', String(waitSeconds));
      return new RequestError(429, ADMIN_TOKEN_THROTTLED);
    }
    ctx.set('WWW-Authenticate', 'Bearer realm="orders"');
    return new RequestError(401, ADMIN_TOKEN_NEEDED);
  };

  return async (ctx, next) => {
    const at = now();
    sweep(at);
    const address = addressOf(ctx);
    const times = recent(address, at);
    if (times.length >= MAX_FAILURES) {
      const waitMs = times[times.length - MAX_FAILURES] + WINDOW_MS - at;
      throw refusal(ctx, address, 429, times.length, Math.max(1, Math.ceil(waitMs / 1000)));
    }
    const given = /^Bearer (\S+)$/.exec(ctx.get('Authorization'))?.[1];
    if (!given || !tokenMatches(given, token)) {
      failures.set(address, [...times, at]);
      throw refusal(ctx, address, 401, times.length + 1);
    }
    await next();
  };
}
