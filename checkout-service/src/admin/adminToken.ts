import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';
import { clientAddress } from '../http/rateLimit';
import type { Logger } from '../logger';
import { type FailureLimit, secondsToWait } from '../staff/failureWindow';
import { FAILURE_WINDOW_MS } from '../staff/signInThrottle';
import type { StaffStore } from '../staff/staffStore';

export const ADMIN_TOKEN_NEEDED = 'The admin API needs the admin token: send the header Authorization: Bearer <ADMIN_TOKEN>.';
export const ADMIN_TOKEN_THROTTLED = 'Too many wrong admin tokens from this address. Please wait a minute and try again.';

/** Wrong or missing tokens one client address may send in a minute before it is refused outright. */
const TOKEN_LIMIT: FailureLimit = { max: 10, windowMs: 60_000 };
/** Counted rows older than the staff sign-ins' longer window are deleted at most this often, by whichever request comes. */
const SWEEP_INTERVAL_MS = 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as hashes, in constant time: neither the token's characters nor its length leak through timing. */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** An address's wrong tokens are counted beside the staff's sign-ins, under a key of their own. */
const failureKey = (address: string) => [`admin-token:${address}`];

export interface GuardOptions {
  /** Peers whose X-Forwarded-For is believed (the rate limits' notion of a client address). */
  trustedProxies: readonly string[];
  log: Logger;
  now: () => number;
}

/**
 * The admin API's bearer guard. Each wrong or missing token counts against its client address;
 * with TOKEN_LIMIT's failures in the last minute the address is answered 429 with Retry-After
 * whatever it sends, the right token included (else guessing would go on, told apart by the
 * answer), and nothing more is counted. The right token is never counted. Every refusal is one log
 * line with the address, never the token. The failures are counted in the order store with the
 * staff's sign-ins, checked against the limit and written atomically, so neither a burst nor
 * several replicas get more guesses (docs/decisions/staff-sign-in.md).
 */
export function requireToken(token: string, failures: StaffStore, { trustedProxies, log, now }: GuardOptions): Middleware {
  const addressOf = clientAddress(trustedProxies);
  let nextSweep = 0;
  // Addresses that stopped failing would otherwise keep their rows for good; the staff's sign-ins
  // share the table, so only rows past their longer window go.
  const sweep = async (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + SWEEP_INTERVAL_MS;
    await failures.sweepSignIns(new Date(at - Math.max(FAILURE_WINDOW_MS, TOKEN_LIMIT.windowMs)));
  };

  /** The refusal to throw, its headers set and its one log line written. */
  const refusal = (ctx: Context, address: string, status: 401 | 429, count: number, waitSeconds = 0): RequestError => {
    const what =
      status === 429
        ? `refused for ${waitSeconds} s after ${count} wrong tokens`
        : `wrong or missing token, ${count} of ${TOKEN_LIMIT.max}`;
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
    await sweep(at);
    const address = addressOf(ctx);
    const keys = failureKey(address);
    const since = new Date(at - TOKEN_LIMIT.windowMs);
    const recent = await failures.recentSignIns(keys, since);
    if (recent.length >= TOKEN_LIMIT.max) throw refusal(ctx, address, 429, recent.length, secondsToWait(recent, at, TOKEN_LIMIT));
    const given = /^Bearer (\S+)$/.exec(ctx.get('Authorization'))?.[1];
    if (given && tokenMatches(given, token)) return next();
    // Counted only while under the limit, in one step: of a burst, exactly the limit's worth are told 401.
    const count = await failures.countSignIn(keys, new Date(at), since, TOKEN_LIMIT.max);
    if (!count.counted) throw refusal(ctx, address, 429, count.recent.length, secondsToWait(count.recent, at, TOKEN_LIMIT));
    throw refusal(ctx, address, 401, count.recent.length + 1);
  };
}
