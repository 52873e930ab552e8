import { startTransition, useCallback, useEffect, useState } from 'react';
import type { RemoteRoutesModule } from 'shared';
import type { RemoteName } from 'contract';
import { loadRemoteRoutes, resetRemote } from '../federation/remotes';

export type RemoteRoutesState =
  { status: 'loading' } | { status: 'ready'; module: RemoteRoutesModule } | { status: 'failed'; error: Error };

const LOADING: RemoteRoutesState = { status: 'loading' };

/** Loads a remote's routes module; `retry` forgets the failed attempt and loads it again. */
export function useRemoteRoutes(remote: RemoteName) {
  const [attempt, setAttempt] = useState(0);
  // What the latest load settled to, and for which remote and attempt: any other is still loading.
  const [settled, setSettled] = useState<{ remote: RemoteName; attempt: number; state: RemoteRoutesState } | null>(null);
  const state = settled?.remote === remote && settled.attempt === attempt ? settled.state : LOADING;

  useEffect(() => {
    let live = true;
    // In a transition, React renders the arriving page in slices that yield to the browser; an
    // ordinary update would render the whole page in one long task.
    const settle = (next: RemoteRoutesState) => live && startTransition(() => setSettled({ remote, attempt, state: next }));
    loadRemoteRoutes(remote).then(
      (module) => settle({ status: 'ready', module }),
      (error: Error) => settle({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return { state, retry, attempt };
}
