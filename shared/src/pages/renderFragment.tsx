import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RemoteRoutesModule } from '../remoteRoutes';
import { PrerenderContext, type PrerenderRecord } from '../seo/prerender';
import { RemotePages, type LoadedRoute } from './RemotePages';

/** Every page module of a remote, loaded, so rendering never waits for one. */
export async function loadRoutes(module: RemoteRoutesModule): Promise<LoadedRoute[]> {
  return Promise.all(module.routes.map(async ({ path, load }) => ({ path, Page: (await load()).default })));
}

export interface RenderedFragment {
  /** The Suspense boundary and the page in it: `<!--$-->…<!--/$-->`. */
  html: string;
  /** What React hoists out of the page for the document's head: `<link rel="preload">` of its first images. */
  hoisted: string;
  /** What the page asked `usePageMeta` for: its title and description. */
  head: { title: string; description: string };
  /** The page's canonical URL, as `usePageMeta` sets it in the browser: its own, or the one address it is another way to. */
  canonical: string;
}

/** One URL's HTML, rendered with the same components and routes as in the browser. */
export function renderFragment(
  routes: readonly LoadedRoute[],
  url: string,
  options: { origin: string; identifierPrefix: string },
): RenderedFragment {
  const record: PrerenderRecord = { origin: options.origin };
  const output = renderToString(
    <PrerenderContext value={record}>
      <StaticRouter location={url}>
        <RemotePages routes={routes} />
      </StaticRouter>
    </PrerenderContext>,
    { identifierPrefix: options.identifierPrefix },
  );
  // A page that threw or waited inside the boundary leaves the browser to render it: not HTML to ship.
  const boundary = output.indexOf('<!--$');
  const html = output.slice(boundary);
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`${url}: the page threw or suspended while rendering at build time`);
  if (!record.head) throw new Error(`${url}: the page set no title (usePageMeta)`);
  const { canonical, ...head } = record.head;
  return { html, hoisted: output.slice(0, boundary), head, canonical };
}
