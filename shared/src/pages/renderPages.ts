import { createHash } from 'node:crypto';
import { matchPath } from 'react-router-dom';
import { isPrivateRemote } from '../routeAreas';
import { readBreadcrumb, readLinks } from './readHtml';
import { pageHead } from './pageHead';
import { PAGE_TABLE_FORMAT, normaliseQuery, type PageEntry, type PageRoute, type PageTable, type RenderedPage } from './pageTable';
import type { PageSpec, PreviewImage, PrerenderSpec, RenderedPageSpec, RouteSpec } from './prerenderSpec';
import { previewSvg, type PreviewFonts } from './previewImage';
import { loadRoutes, renderFragment } from './renderFragment';
import type { LoadedRoute } from './RemotePages';

type RenderedRoute = Omit<PageRoute, 'stylesheets'>;

interface RenderOptions {
  /** The site's public origin, without a trailing slash. */
  siteUrl: string;
  /** What the build's asset URLs start with (the Node build's public path). */
  remoteBaseToken: string;
  fonts: PreviewFonts;
  /** A file of the browser build, by its path in dist/: the SVG pictures the previews show. */
  readAsset: (path: string) => Uint8Array;
}

/** Everything a remote's build writes under dist/, each path relative to the remote's base. */
export interface RenderedPages {
  /** The build adds what only it knows: the manifest's hash and each route's stylesheets. */
  table: Omit<PageTable, 'build' | 'routes'> & { routes: RenderedRoute[] };
  fragments: Array<{ path: string; html: string }>;
  /** Preview images to rasterise, self-contained. */
  images: Array<{ path: string; svg: string }>;
}

export interface Prerender {
  spec: PrerenderSpec;
  render(options: RenderOptions): Promise<RenderedPages>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
const fileStem = (url: string) =>
  url
    .replace(/^\//, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/-$/, '') || 'home';

/** Checks that the spec names each route of routes.tsx once and each URL in the form the table keys it by. */
function checkSpec(spec: PrerenderSpec): void {
  const paths = spec.routes.routes.map((route) => route.path);
  const specified = Object.keys(spec.routeSpecs);
  const missing = paths.filter((path) => !specified.includes(path));
  const extra = specified.filter((path) => !paths.includes(path));
  if (missing.length || extra.length)
    throw new Error(
      `prerender spec of ${spec.remote}: routes without pages ${JSON.stringify(missing)}, pages without a route ${JSON.stringify(extra)}`,
    );
  for (const [path, route] of Object.entries(spec.routeSpecs)) {
    const urls = [...route.pages.map((page) => page.url), ...(route.notFound ? [route.notFound] : [])];
    for (const url of urls) {
      const [pathname, search = ''] = url.split('?');
      if (!matchPath({ path, end: true }, pathname)) throw new Error(`prerender spec of ${spec.remote}: ${url} is not a URL of ${path}`);
      if (pathname + normaliseQuery(route.query ?? {}, search) !== url)
        throw new Error(`prerender spec of ${spec.remote}: write ${url} as ${pathname + normaliseQuery(route.query ?? {}, search)}`);
    }
    if (new Set(urls).size !== urls.length) throw new Error(`prerender spec of ${spec.remote}: ${path} lists a URL twice`);
    // A private area's server answers every URL of a route with its one page (findPrivatePage).
    if ((isPrivateRemote(spec.remote) || route.private) && (route.pages.length !== 1 || 'redirectTo' in route.pages[0] || route.notFound)) {
      throw new Error(`prerender spec of ${spec.remote}: a private route has exactly one page, its sign-in (no 404, no redirect): ${path}`);
    }
  }
}

/** Renders every page a remote's spec lists, with its head and preview image. */
async function renderPages(spec: PrerenderSpec, options: RenderOptions): Promise<RenderedPages> {
  checkSpec(spec);
  const { siteUrl, remoteBaseToken, fonts, readAsset } = options;
  const identifierPrefix = `${spec.remote}-`;
  const routes: LoadedRoute[] = await loadRoutes(spec.routes);
  const fragments = new Map<string, string>();
  const images = new Map<string, string>();

  /** A picture the page refers to, from the browser build's dist/, as a data: URL (its content is then in the preview's hash). */
  const pictureHref = (url: string) => {
    const file = url.startsWith(remoteBaseToken) ? url.slice(remoteBaseToken.length) : url.replace(/^\//, '');
    return `data:image/svg+xml;base64,${Buffer.from(readAsset(file)).toString('base64')}`;
  };
  const previewUrl = (image: PreviewImage) => {
    const svg = previewSvg(image, pictureHref(image.picture), fonts);
    const path = `pages/og/${image.name}.${hash(svg)}.png`;
    images.set(path, svg);
    return { url: remoteBaseToken + path, alt: `${image.kicker}: ${image.title}` };
  };

  const privateArea = isPrivateRemote(spec.remote);
  const renderPage = (page: RenderedPageSpec, status: 200 | 404, privateRoute = false): RenderedPage => {
    const privatePage = privateArea || privateRoute;
    const fragment = renderFragment(routes, page.url, { origin: siteUrl, identifierPrefix });
    const { html, hoisted, head } = fragment;
    const path = `pages/fragments/${fileStem(page.url)}.${hash(html)}.html`;
    fragments.set(path, html);
    // The page's own choice (usePageMeta), as the browser sets it: its path, or the one address it is another way to.
    const canonical = status === 200 && !privatePage ? fragment.canonical : undefined;
    const image = previewUrl(page.image ?? spec.areaImage);
    const rendered = pageHead({
      meta: head,
      crumbs: readBreadcrumb(html),
      spec: page,
      siteUrl,
      canonical,
      image,
      preloads: readLinks(hoisted),
    });
    // A sign-in has no address worth indexing and no place in the site's breadcrumbs.
    return { status, fragment: path, head: privatePage ? { ...rendered, jsonLd: [], noindex: true } : rendered };
  };

  const entry = (page: PageSpec, privateRoute: boolean): PageEntry =>
    'redirectTo' in page
      ? { url: page.url, status: 301, location: siteUrl + page.redirectTo }
      : { url: page.url, ...renderPage(page, 200, privateRoute) };

  const tableRoute = (path: string, route: RouteSpec): RenderedRoute => ({
    path,
    query: route.query ?? {},
    pages: route.pages.map((page) => entry(page, route.private === true)),
    ...(route.notFound ? { notFound: renderPage({ url: route.notFound }, 404) } : {}),
    ...(route.private ? { private: true as const } : {}),
  });

  return {
    table: {
      format: PAGE_TABLE_FORMAT,
      remote: spec.remote,
      siteUrl,
      remoteBaseToken,
      identifierPrefix,
      routes: spec.routes.routes.map(({ path }) => tableRoute(path, spec.routeSpecs[path])),
    },
    fragments: [...fragments].map(([path, html]) => ({ path, html })),
    images: [...images].map(([path, svg]) => ({ path, svg })),
  };
}

/** A remote's pages at build: its spec, and the renderer its build (and its tests) call. */
export function definePrerender(spec: PrerenderSpec): Prerender {
  return { spec, render: (options) => renderPages(spec, options) };
}
