import { REMOTES, type RemoteName } from 'contract';
import { createRoot } from 'react-dom/client';
import type { RemoteRoutesModule } from '../remoteRoutes';
import { StandaloneFrame, type StandaloneLink } from './StandaloneFrame';

/**
 * Runs one remote alone, without the shell, for its team's day-to-day work
 * (docs/decisions/standalone-remotes.md): its routes in the minimal frame, titled as the topology
 * names it.
 */
export function startStandalone(name: RemoteName, module: RemoteRoutesModule, links: readonly StandaloneLink[]): void {
  const { standaloneTitle } = REMOTES.find((remote) => remote.name === name)!;
  createRoot(document.getElementById('root')!).render(<StandaloneFrame name={standaloneTitle} module={module} links={links} />);
}
