import type { StaffStore } from './staffStore';

/** Failed sign-ins one account, or one client address, may have in the window before sign-in waits. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures older than the window are deleted at most this often, by whichever sign-in comes. */
const SWEEP_INTERVAL_MS = 60_000;

/** The keys a sign-in is counted under: its account (the lower-case e-mail, account or not) and its client address. */
export const signInKeys = (email: string, address: string) => ({ account: `account:${email}`, address: `address:${address}` });

export interface SignInThrottle {
  /** Seconds until sign-in may be tried again under these keys, or null when it may be now. */
  retryAfter(keys: readonly string[]): Promise<number | null>;
  failed(keys: readonly string[]): Promise<void>;
  /** A success clears its account's failures (its address's stay: they may be another's guesses). */
  succeeded(accountKey: string): Promise<void>;
}

/**
 * Past MAX_FAILURES failures under one key within FAILURE_WINDOW_MS, sign-in waits, whatever the
 * password. The failures are rows of the order store, so replicas share them
 * (docs/decisions/staff-sign-in.md); a refused attempt is not counted, so the wait is over once
 * enough of the counted failures have left the window.
 */
export function createSignInThrottle(store: StaffStore, now: () => number): SignInThrottle {
  let nextSweep = 0;
  const sweep = async (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + SWEEP_INTERVAL_MS;
    await store.sweepFailures(new Date(at - FAILURE_WINDOW_MS));
  };

  return {
    async retryAfter(keys) {
      const at = now();
      await sweep(at);
      const failures = await store.failuresSince(keys, new Date(at - FAILURE_WINDOW_MS));
      let waitMs = 0;
      for (const key of keys) {
        const times = failures.filter((failure) => failure.key === key).map((failure) => failure.at.getTime());
        if (times.length < MAX_FAILURES) continue;
        // Oldest first: the count falls below the limit when this one leaves the window (the oldest, with exactly MAX_FAILURES).
        const freedBy = times[times.length - MAX_FAILURES];
        waitMs = Math.max(waitMs, freedBy + FAILURE_WINDOW_MS - at);
      }
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
    },

    failed: (keys) => store.recordFailures(keys, new Date(now())),

    succeeded: (accountKey) => store.clearFailures(accountKey),
  };
}
