import { useEffect, useState } from 'react';
import { requestJson, useResource } from 'shared';
import { API_PATHS, DeliveryDaysSchema, isCalendarDay, postcodeDigits, type ZoneOffer } from 'contract';

/** How long the postcode's digits must rest before their zone is asked: one request per postcode, not one per keystroke. */
export const POSTCODE_SETTLE_MS = 300;

/**
 * What the service says of a postcode: `idle` with no digits to ask about; `failed` with no usable
 * answer (the checkout then sends a delivery as it always has, and the service decides);
 * `anywhere` with no zones; `outside` when no zone takes it.
 */
export type DeliveryDaysState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'anywhere' }
  | { kind: 'outside' }
  | { kind: 'zone'; zone: ZoneOffer; days: string[] };

/** `value` once it has stayed the same for `ms`: the timer starts again on every change. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const daysPath = (digits: string) => `${API_PATHS.deliveryDays}?postcode=${encodeURIComponent(digits)}`;

/**
 * The zone and delivery days of the postcode as typed. Only its digits count (`88015-400` is
 * `88015400`), so a dash or a space asks nothing; they are asked once they rest, and an answer for
 * digits since changed is dropped (useResource aborts it). `retry` asks again (after a full day).
 */
export function useDeliveryDays(postcode: string) {
  const digits = postcodeDigits(postcode);
  const settled = useSettled(digits, POSTCODE_SETTLE_MS);
  const key = settled ? daysPath(settled) : null;
  const days = useResource(key, (signal) => requestJson(key ?? '', { schema: DeliveryDaysSchema, signal }));

  let state: DeliveryDaysState;
  if (!digits) state = { kind: 'idle' };
  // Still typing: what is shown must not be another postcode's zone.
  else if (digits !== settled || days.loading) state = { kind: 'loading' };
  else if (days.problem || !days.data) state = { kind: 'failed' };
  else if (days.data.anywhere) state = { kind: 'anywhere' };
  else if (!days.data.zone) state = { kind: 'outside' };
  // A day that is no calendar day could not even be written out (formatPickupDay would throw).
  else state = { kind: 'zone', zone: days.data.zone, days: days.data.days.filter(isCalendarDay) };
  return { state, retry: days.reload };
}
