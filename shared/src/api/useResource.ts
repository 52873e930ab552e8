import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from './requestJson';

/**
 * Loads what `key` names: `signal` aborts when the key changes or the component goes; `reloaded`
 * says `reload()` asked (not a new key). Resolves, never rejects: a failure is an answer too.
 */
type Load<T, F> = (signal: AbortSignal, reloaded: boolean) => Promise<{ ok: true; data: T } | F>;

/** A resource as a page shows it: the last data kept while the next loads, and the last failure. */
export interface Resource<T, F = ApiFailure> {
  data: T | null;
  problem: F | null;
  loading: boolean;
  /** Asks again for the same key (after a 409, or the shopper's "Try again"). */
  reload: () => void;
  /** Shows data the page already has (the order a change returned). */
  replace: (data: T) => void;
}

interface Request {
  key: string | null;
  round: number;
}

/**
 * Loads `key` whenever it changes, and on `reload()`; a null key is not asked yet (the pickup
 * days until the shopper picks pickup). `load` may change every render: the key alone decides
 * when to ask. An answer for a key the page has left, or after unmount, is dropped.
 */
export function useResource<T, F extends { ok: false } = ApiFailure>(
  key: string | null,
  load: Load<T, F>,
  initial: () => T | null = () => null,
): Resource<T, F> {
  const [request, setRequest] = useState<Request>({ key, round: 0 });
  // A new key starts its own rounds (React re-renders at once, before the effect runs).
  if (request.key !== key) setRequest({ key, round: 0 });
  const [answer, setAnswer] = useState<{ data: T | null; problem: F | null; to: Request | null }>(() => ({
    data: initial(),
    problem: null,
    to: null,
  }));
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (request.key === null) return;
    const controller = new AbortController();
    void latestLoad.current(controller.signal, request.round > 0).then((result) => {
      if (controller.signal.aborted) return;
      setAnswer((last) =>
        result.ok ? { data: result.data, problem: null, to: request } : { data: last.data, problem: result as F, to: request },
      );
    });
    return () => controller.abort();
  }, [request]);

  const reload = useCallback(() => setRequest((current) => ({ ...current, round: current.round + 1 })), []);
  const replace = useCallback((data: T) => setAnswer((last) => ({ ...last, data, problem: null })), []);
  return { data: answer.data, problem: answer.problem, loading: request.key !== null && answer.to !== request, reload, replace };
}
