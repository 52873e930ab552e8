import { useEffect, useState } from 'react';
import { API_PATHS, isCalendarDay, PickupDaysSchema } from 'contract';

/** Where the checkout stands with the days a pickup can be booked for. */
export type PickupDaysState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; days: string[] } | { kind: 'failed' };

/** Asks the service for the bookable days; null when it gives no usable answer. */
async function loadPickupDays(fetchImpl: typeof fetch): Promise<string[] | null> {
  try {
    const response = await fetchImpl(API_PATHS.pickupDays, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = PickupDaysSchema.safeParse(await response.json());
    // A day that is no calendar day could not even be written out (formatPickupDay would throw).
    return parsed.success ? parsed.data.days.filter(isCalendarDay) : null;
  } catch {
    return null;
  }
}

/** Bound once, so the effect below does not start over on every render. */
const browserFetch: typeof fetch = (...args) => window.fetch(...args);

/**
 * The pickup days, asked for the first time the shopper chooses pickup (most shoppers never do),
 * kept when they switch back and forth, and asked again on `retry`.
 */
export function usePickupDays(wanted: boolean, fetchImpl: typeof fetch = browserFetch) {
  const [state, setState] = useState<PickupDaysState>({ kind: 'idle' });
  const [round, setRound] = useState(0);
  const asked = wanted || state.kind !== 'idle';
  useEffect(() => {
    if (!asked) return;
    let current = true;
    setState({ kind: 'loading' });
    void loadPickupDays(fetchImpl).then((days) => {
      if (current) setState(days ? { kind: 'loaded', days } : { kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [asked, round, fetchImpl]);
  return { state, retry: () => setRound((n) => n + 1) };
}
