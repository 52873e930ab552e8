import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { REMOTES } from 'contract';
import { renderFragment } from 'shared/src/pages/renderFragment';
import { Site } from './App';
import { NotFoundPage } from './routing/NotFoundPage';
import { RemoteUnavailable } from './routing/RemoteUnavailable';

export { EARLY_CLICKS_SCRIPT } from './startup/earlyClicks';

/**
 * What the shell's first render shows on every path (the frame around the loading page), as
 * HTML for index.html. The app hydrates it: React keeps these elements rather than building
 * and laying out the frame a second time. Nothing in it depends on the path or the visitor
 * until hydration is over (see useHydrated), so one file serves every path.
 */
export function prerenderFrame(): string {
  return renderToString(
    <StaticRouter location="/">
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
