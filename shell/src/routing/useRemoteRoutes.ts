import { useCallback, useEffect, useState } from 'react';
import type { RemoteName, RemoteRoutesModule } from 'shared';
import { loadRemoteRoutes, resetRemote } from '../federation/remotes';

export type RemoteRoutesState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteRoutesModule }
  | { status: 'failed'; error: Error };

/** Loads a remote's routes module; `retry` forgets the failed attempt and loads it again. */
export function useRemoteRoutes(remote: RemoteName) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteRoutesState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: Error) => live && setState({ status: 'failed', error }),
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
