import { type FailureLimit, secondsToWait } from './failureWindow';
import type { StaffStore } from './staffStore';

/** Sign-ins one account, or one client address, may have counted in the window before sign-in waits. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
const SIGN_IN_LIMIT: FailureLimit = { max: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS };
/** Counted sign-ins older than the window are deleted at most this often, by whichever sign-in comes. */
const SWEEP_INTERVAL_MS = 60_000;

/** The keys a sign-in is counted under: its account (the lower-case e-mail, account or not) and its client address. */
export const signInKeys = (email: string, address: string) => ({ account: `account:${email}`, address: `address:${address}` });
type SignInKeys = ReturnType<typeof signInKeys>;

/** A sign-in that may check its password (and is counted as a failure unless it says it succeeded), or must wait. */
type SignInAttempt = { admitted: true; succeeded(): Promise<void> } | { admitted: false; retryAfterSeconds: number };

export interface SignInThrottle {
  /** Counts the sign-in under its keys before its password is checked; refused (nothing counted) past the limit. */
  attempt(keys: SignInKeys): Promise<SignInAttempt>;
}

/**
 * Each sign-in is counted under its account and its client address before its password is
 * checked, atomically in the order store, so neither a burst nor several replicas get more than
 * MAX_FAILURES checks per key in FAILURE_WINDOW_MS (docs/decisions/staff-sign-in.md). Past that,
 * sign-in waits whatever the password, with no argon2 work and nothing counted, so the wait ends
 * once enough counted sign-ins have left the window. A right password forgets its account's
 * count and its own row under the address, so only failures stay counted.
 */
export function createSignInThrottle(store: StaffStore, now: () => number): SignInThrottle {
  let nextSweep = 0;
  const sweep = async (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + SWEEP_INTERVAL_MS;
    await store.sweepSignIns(new Date(at - FAILURE_WINDOW_MS));
  };

  return {
    async attempt(keys) {
      const at = now();
      await sweep(at);
      const count = await store.countSignIn([keys.account, keys.address], new Date(at), new Date(at - FAILURE_WINDOW_MS), MAX_FAILURES);
      if (!count.counted) return { admitted: false, retryAfterSeconds: secondsToWait(count.recent, at, SIGN_IN_LIMIT) };
      return { admitted: true, succeeded: () => store.forgetSignIns(keys.account, count.ids) };
    },
  };
}
