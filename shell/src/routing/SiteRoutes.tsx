import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { areaOf, type ServerPageState } from 'shared';
import { type RemoteName } from 'contract';
import { useHydrated } from '../startup/hydration';
import { RemoteArea } from './RemoteArea';
import { readServerPage } from './serverPage/readServerPage';
import { ServerPage } from './serverPage/ServerPage';

/** Whether the server's HTML is still the page for this path. */
function stillServes(page: ServerPageState, firstPath: string, remote: RemoteName, pathname: string, hydrated: boolean): boolean {
  if (page.kind === 'remote') return page.remote === remote;
  if (page.kind === 'not-found') return pathname === firstPath;
  // "Temporarily unavailable" as the server saw it: the app tries the remote again once it runs.
  return !hydrated;
}

/**
 * Hands each path to the remote that owns it; each remote's catch-all route is the 404 page. The
 * first page may have come as HTML from the shell's server: that HTML is taken over in place
 * (ServerPage) and serves the area until the shopper leaves it.
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const remote = areaOf(pathname);
  const hydrated = useHydrated();
  const [server, setServer] = useState(() => {
    const page = readServerPage();
    return page && { page, firstPath: pathname };
  });
  const serves = server !== null && stillServes(server.page, server.firstPath, remote, pathname, hydrated);

  // Once left, the server's HTML is gone for good: coming back renders the area as usual.
  if (server && !serves) setServer(null);

  if (server && serves) return <ServerPage page={server.page} onFailed={() => setServer(null)} />;
  return <RemoteArea key={remote} remote={remote} />;
}
