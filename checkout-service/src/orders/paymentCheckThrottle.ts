import type { Logger } from '../logger';
import type { Fulfil } from './fulfil';
import type { StoredOrder } from '../domain';

/**
 * The success page asks after 0, 1, 3, 7, 15 and 31 s (docs/product.md#success-page): a 5 s
 * interval still confirms within a few seconds of the provider, at a fraction of the calls.
 */
const CHECK_INTERVAL_MS = 5_000;

/** One session's latest check: when it started, and the check itself while it is running. */
export interface PaymentCheckRecord {
  startedAt: number;
  running: Promise<StoredOrder | null> | null;
}

/** Asks the provider about a pending order's session; null when it was not asked this time. */
export type CheckPayment = (sessionId: string) => Promise<StoredOrder | null>;

interface Options {
  intervalMs?: number;
  now?: () => number;
  /** Where the checks are kept; tests pass their own to see it swept. */
  checks?: Map<string, PaymentCheckRecord>;
}

/**
 * fulfil on the success page's behalf, at most once per interval per session: with Stripe each
 * check is an API call, and a polling page or a client repeating the question would otherwise make
 * one per request. Concurrent questions share the check in flight (single flight). Null means the
 * stored order stands: the session was checked within the interval, or the check failed (logged
 * once, and the provider is not asked again before the interval is over either). The webhook and
 * the test page's Pay call fulfil directly, unthrottled. Checks whose interval is over are swept,
 * so only sessions asked about in the last interval are kept.
 */
export function throttlePaymentChecks(
  fulfil: Fulfil,
  log: Logger,
  { intervalMs = CHECK_INTERVAL_MS, now = Date.now, checks = new Map() }: Options = {},
): CheckPayment {
  let nextSweep = now() + intervalMs;
  const sweep = (time: number) => {
    if (time < nextSweep) return;
    nextSweep = time + intervalMs;
    for (const [sessionId, check] of checks) if (!check.running && time - check.startedAt >= intervalMs) checks.delete(sessionId);
  };

  return (sessionId) => {
    const time = now();
    sweep(time);
    const last = checks.get(sessionId);
    if (last?.running) return last.running;
    if (last && time - last.startedAt < intervalMs) return Promise.resolve(null);
    const check: PaymentCheckRecord = { startedAt: time, running: null };
    check.running = fulfil(sessionId)
      .then(
        (result) => result.order,
        (error: unknown) => {
          log(`Could not confirm the payment of session ${sessionId} with the provider`, error);
          return null;
        },
      )
      .finally(() => {
        check.running = null;
      });
    checks.set(sessionId, check);
    return check.running;
  };
}
