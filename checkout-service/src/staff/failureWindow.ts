import type { CountedSignIn } from './staffStore';

/** How many counted failures a key may have within a window before it must wait. */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

/** Seconds until every key of `recent` is under `limit` again: its oldest counted failure with exactly `max` leaves the window. */
export function secondsToWait(recent: readonly CountedSignIn[], at: number, { max, windowMs }: FailureLimit): number {
  let waitMs = 0;
  for (const key of new Set(recent.map((row) => row.key))) {
    const times = recent.filter((row) => row.key === key).map((row) => row.at.getTime());
    if (times.length < max) continue;
    waitMs = Math.max(waitMs, times[times.length - max] + windowMs - at);
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}
