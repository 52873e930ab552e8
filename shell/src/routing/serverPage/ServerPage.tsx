import { lazy, useContext, useEffect, useRef, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router, UNSAFE_NavigationContext, useLocation, type Location, type Navigator } from 'react-router-dom';
import { RemotePages, SERVER_PAGE_CLASS, type LoadedRoute, type ServerPageState } from 'shared';
import { loadRemoteRoutes, resetRemote } from '../../federation/remotes';
import { NotFoundPage } from '../NotFoundPage';
import { nextTask } from '../../startup/scheduling';
import { keepEarlyInput } from './earlyPageInput';
import { replayEarlyPageTaps } from './earlyPageTaps';

/** The shell leaves the server's HTML inside this element as it is: React never writes it. */
const KEEP_SERVER_HTML = { __html: '' };

type HydratedPage = Exclude<ServerPageState, { kind: 'unavailable' }>;

/** The routes that rendered the server's HTML: the remote's own, or the shell's 404 page. */
async function pageRoutes(page: HydratedPage): Promise<LoadedRoute[]> {
  if (page.kind === 'not-found') return [{ path: '*', Page: NotFoundPage }];
  const module = await loadRemoteRoutes(page.remote);
  return module.routes.map(({ path, load }) => ({ path, Page: lazy(load) as ComponentType }));
}

const tree = (routes: readonly LoadedRoute[], location: Location, navigator: Navigator, onShown: () => void) => (
  <Router location={location} navigator={navigator}>
    <RemotePages routes={routes} onShown={onShown} />
  </Router>
);

/**
 * A page the shell's server sent as HTML (docs/architecture.md#the-browser-takes-over). The HTML
 * stays on screen, its links working, while the page's code loads (what is typed or tapped
 * meanwhile is kept and handed over); then the code hydrates it as
 * a React root of its own (the same tree and id prefix the HTML was rendered with), in the
 * shell's router, and keeps rendering the area's pages as the shopper moves within it. Nothing
 * on screen changes at the takeover: same elements, so focus and scroll stay where they were.
 * `onFailed`: the code could not be loaded; the shell then shows the area as on any visit.
 * A "temporarily unavailable" page is only kept until the shell has hydrated.
 */
export function ServerPage({ page, onFailed }: { page: ServerPageState; onFailed: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const island = useRef<{ root: Root; routes: LoadedRoute[]; onShown: () => void } | null>(null);
  const latest = useRef({ location, navigator, onFailed });
  // Before the effect below in every commit, so its callbacks, which run later, see this render's values.
  useEffect(() => {
    latest.current = { location, navigator, onFailed };
  });

  useEffect(() => {
    // "Temporarily unavailable" is not hydrated: the app renders the area afresh once it runs.
    if (page.kind === 'unavailable') return undefined;
    let live = true;
    const element = container.current!;
    // What the shopper types from now on, handed over before what they tapped (which may send it).
    let early: ReturnType<typeof keepEarlyInput> | null = keepEarlyInput(element);
    pageRoutes(page).then(
      (routes) => {
        if (!live) return;
        const onShown = () => {
          early?.handOver();
          early = null;
          // In a task of its own, so the page has taken in what was typed before a tap sends it.
          void nextTask().then(() => replayEarlyPageTaps(element));
        };
        const { location: at, navigator: nav } = latest.current;
        const root = hydrateRoot(element, tree(routes, at, nav, onShown), { identifierPrefix: page.identifierPrefix });
        island.current = { root, routes, onShown };
      },
      () => {
        // The build whose HTML this is may be gone (a deploy in between): the area's current build renders it afresh.
        if (page.kind === 'remote') resetRemote(page.remote);
        if (live) latest.current.onFailed();
      },
    );
    return () => {
      live = false;
      const root = island.current?.root;
      island.current = null;
      // Not while the shell's own root is committing: React refuses to unmount a root then.
      if (root) queueMicrotask(() => root.unmount());
    };
  }, [page]);

  useEffect(() => {
    const current = island.current;
    if (current) current.root.render(tree(current.routes, location, navigator, current.onShown));
  }, [location, navigator]);

  return <div ref={container} className={SERVER_PAGE_CLASS} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
