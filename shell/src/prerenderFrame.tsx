import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { REMOTES } from 'contract';
import { privatePathPrefixes, type FrameKind } from 'shared/src/routeAreas';
import { renderFragment } from 'shared/src/pages/renderFragment';
import { Site } from './App';
import { NotFoundPage } from './routing/NotFoundPage';
import { RemoteUnavailable } from './routing/RemoteUnavailable';

export { EARLY_CLICKS_SCRIPT } from './startup/earlyClicks';

/** A path each frame is rendered at: the home page, and the first private area's start. */
function pathShowing(kind: FrameKind): string {
  if (kind === 'site') return '/';
  const [officePath] = privatePathPrefixes();
  if (officePath === undefined) throw new Error('The topology has no private area to render the office frame at.');
  return officePath;
}

/**
 * What the shell's first render shows on every path of a frame's kind (the frame around the
 * loading page), as HTML for index.html or the office's frame (shared/src/pages/frameFiles.ts).
 * The app hydrates it: React keeps these elements rather than building and laying out the frame a
 * second time. Nothing in it depends on the path, beyond its kind, or on the visitor until
 * hydration is over (see useHydrated), so one file serves every path of its kind.
 */
export function prerenderFrame(kind: FrameKind): string {
  return renderToString(
    <StaticRouter location={pathShowing(kind)}>
      <Site />
    </StaticRouter>,
  );
}

const SHELL_IDENTIFIER_PREFIX = 'shell-';

/** One of the shell's own pages, as a fragment the app can hydrate with the same routes (shared/src/pages/RemotePages.tsx). */
const shellPage = (Page: ComponentType, siteUrl: string) => {
  const { html, head } = renderFragment([{ path: '*', Page }], '/', { origin: siteUrl, identifierPrefix: SHELL_IDENTIFIER_PREFIX });
  return { html, head };
};

/**
 * The shell's own pages for its server (site-server/src/pages/composer.ts): the 404 page, and for
 * each remote the page shown while it cannot be reached. Written to dist/pages/shell.json.
 */
export function prerenderShellPages(siteUrl: string) {
  return {
    identifierPrefix: SHELL_IDENTIFIER_PREFIX,
    notFound: shellPage(NotFoundPage, siteUrl),
    unavailable: Object.fromEntries(
      REMOTES.map(({ name }) => [name, shellPage(() => <RemoteUnavailable remote={name} onRetry={() => undefined} />, siteUrl)]),
    ),
  };
}
