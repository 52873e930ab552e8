import { useState } from 'react';
import { requestJson, useResource } from 'shared';
import { API_PATHS, isCalendarDay, PickupDaysSchema } from 'contract';
import type { DaysState } from './daysState';

/** Asks the service for the bookable days. */
async function loadPickupDays(signal: AbortSignal) {
  const result = await requestJson(API_PATHS.pickupDays, { schema: PickupDaysSchema, signal });
  // A day that is no calendar day could not even be written out (formatPickupDay would throw).
  return result.ok ? { ...result, data: result.data.days.filter(isCalendarDay) } : result;
}

/**
 * The pickup days, asked for the first time the shopper chooses pickup (most shoppers never do),
 * kept when they switch back and forth, and asked again on `retry`.
 */
export function usePickupDays(wanted: boolean) {
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  const days = useResource(asked ? API_PATHS.pickupDays : null, loadPickupDays);
  let state: DaysState = { kind: 'idle' };
  if (days.loading) state = { kind: 'loading' };
  else if (days.problem) state = { kind: 'failed' };
  else if (days.data) state = { kind: 'loaded', days: days.data };
  return { state, retry: days.reload };
}
