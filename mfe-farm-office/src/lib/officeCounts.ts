import { useEffect, useSyncExternalStore } from 'react';
import { API_PATHS, OfficeCountsSchema, type OfficeCounts } from 'contract';
import { callStaffApi } from './staffApi';

/**
 * What waits for the staff (new messages, new box requests, comments to moderate), for the bar's
 * badges. One copy for every office page: a page that changes one of them calls
 * `refreshOfficeCounts`, and the bar shows the service's new figures without a reload.
 */
let current: OfficeCounts | null = null;
let asked = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Asks the service again. Only the latest question's answer is kept (two changes in a row must
 * not end on the first one's figures); a failure keeps the last figures, quietly: the badges are
 * a hint, and the page that failed says why itself.
 */
export async function refreshOfficeCounts(): Promise<void> {
  const question = ++asked;
  const result = await callStaffApi(API_PATHS.staffCounts, OfficeCountsSchema);
  if (!result.ok || question !== asked) return;
  current = result.data;
  for (const listener of listeners) listener();
}

/** The figures for a signed-in staff member's bar, asked for again whenever it arrives; null until the first answer. */
export function useOfficeCounts(): OfficeCounts | null {
  const counts = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    void refreshOfficeCounts();
  }, []);
  return counts;
}
