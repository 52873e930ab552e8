import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Module-level, not a ref: React StrictMode and a remount of the lazy route run effects twice,
 * and the shopper must see the toast once per arrival. A new navigation has a new location key.
 */
const handledVisits = new Set<string>();

/** Runs `action` once for each arrival on the current page, as soon as `ready` is true. */
export function useOncePerVisit(scope: string, action: () => void, ready = true) {
  const { key } = useLocation();
  useEffect(() => {
    const visit = `${scope}:${key}`;
    if (!ready || handledVisits.has(visit)) return;
    handledVisits.add(visit);
    action();
    // Deliberately keyed on the arrival only: a new `action` on each render must not rerun it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, key, ready]);
}
