/**
 * The pages a remote renders at its own build, as its `dist/pages/pages.json` lists them, and how
 * a server finds the entry for a request (docs/architecture.md#pages-rendered-at-build). The
 * remote writes the table; the shell's server reads it. Not part of the browser's bundle.
 */
import { generatePath, matchPath } from 'react-router-dom';
import type { RemoteName } from 'contract';

/** Raise when a change would mislead a server written for the previous format. */
export const PAGE_TABLE_FORMAT = 1;

export interface PageTable {
  format: typeof PAGE_TABLE_FORMAT;
  /** The federation name of the remote that rendered these pages. */
  remote: RemoteName;
  /**
   * The build the HTML belongs to: the SHA-256 (hex) of the `mf-manifest.json` written by the
   * same build, so a server can pin the browser to the scripts that render the same HTML.
   */
  build: {
    manifest: 'mf-manifest.json';
    manifestSha256: string;
    /** The same manifest under a name of its own (`mf-manifest.<16 hex>.json`), which the next build does not reuse. */
    pinnedManifest: string;
  };
  /** The site origin (`SITE_URL`) the heads' absolute URLs were written for, without a trailing slash. */
  siteUrl: string;
  /**
   * Stands for the remote's base URL, with its trailing slash, in fragments and heads (asset
   * URLs, `og:image`). A server replaces every occurrence with the base it loads the remote from,
   * which is what the browser's copy of the remote uses as its public path.
   */
  remoteBaseToken: string;
  /**
   * The `identifierPrefix` the fragments were rendered with: hydrate a fragment as its own React
   * root with the same prefix, so the ids `useId` makes match the HTML's.
   */
  identifierPrefix: string;
  /** One per route of the remote's `src/routes.tsx`, in the same order. */
  routes: PageRoute[];
}

export interface PageRoute {
  /** The route's path pattern, as in `src/routes.tsx` (`/product/:slug`). */
  path: string;
  /**
   * The query parameters the page reads, each with the value that means the same as leaving it
   * out (`null`: none). Others (tracking, QA overrides) do not change the page.
   */
  query: Record<string, string | null>;
  /** The stylesheets its pages need from the first paint, relative to the remote's base (`css/458.6582f5dfa2.css`). */
  stylesheets: string[];
  /** Every concrete URL of the route the build knows: its static path, list pages, ids and slugs. */
  pages: PageEntry[];
  /** The answer for a URL of the route that names nothing (an unknown id or slug): a 404 page. */
  notFound?: RenderedPage;
  /** A route of secret addresses: its one page answers every URL of the route, never indexed. */
  private?: true;
}

/** A concrete URL: pathname plus the normalised query (see `normaliseQuery`), e.g. `/shop?page=2`. */
export type PageEntry = (RenderedPage & { url: string }) | RedirectPage;

export interface RenderedPage {
  status: 200 | 404;
  /** The fragment's file, relative to the remote's base; its name carries its content's hash. */
  fragment: string;
  head: PageHead;
}

interface RedirectPage {
  url: string;
  status: 301;
  /** Absolute, on `siteUrl`. */
  location: string;
}

export interface PageHead {
  /** Equal to the `document.title` the page sets in the browser. */
  title: string;
  description: string;
  /** Absolute, on `siteUrl`; absent on a 404 and on a private area's page. */
  canonical?: string;
  /** A private area's page (docs/architecture.md#private-areas): its sign-in, never to be indexed. */
  noindex?: true;
  /** Open Graph, as `<meta property="og:…">`: title, description, type, url, image, site_name… */
  openGraph: OpenGraph;
  /** As `<meta name="twitter:…">`. */
  twitter: { card: 'summary_large_image'; title: string; description: string; image: string };
  /** schema.org objects, each for one `<script type="application/ld+json">`. */
  jsonLd: Array<Record<string, unknown>>;
  /**
   * The attributes of `<link rel="preload">` elements React hoists out of the page while
   * rendering it (its first images), for the document's head: they are not in the fragment.
   */
  preloads: Array<Record<string, string>>;
}

interface OpenGraph {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** Absent on a 404. */
  url?: string;
  site_name: string;
  /** A 1200×630 PNG under `pages/og/`, absolute (on the remote's base). */
  image: string;
  'image:width': '1200';
  'image:height': '630';
  'image:alt': string;
}

/** What `findPage` found for a request. */
export type PageLookup =
  /** Answer with this page: its status, head and fragment, or its redirect. */
  | { kind: 'page'; route: PageRoute; page: RenderedPage | RedirectPage }
  /**
   * The URL belongs to a route, but with a query the build did not render (a search, an
   * unknown sort): answer 200 with no fragment and let the browser render the page.
   */
  | { kind: 'unrendered'; route: PageRoute }
  /** No route of this remote takes the path: the shell's own 404. */
  | { kind: 'none' };

/**
 * The query part of a page's key: only the parameters the page reads, without those at their
 * default, sorted by name. `?sort=popular&page=2&utm_source=x` on the shop is `?page=2&sort=popular`.
 */
export function normaliseQuery(query: PageRoute['query'], search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = given.get(name);
    if (value !== null && value !== query[name]) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The page a remote's table holds for a request's path and query (`search` with or without its `?`). */
export function findPage(table: PageTable, pathname: string, search: string): PageLookup {
  for (const route of table.routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    // A private route's one page (its loading state) answers every URL of the route, whatever the query.
    if (route.private) return { kind: 'page', route, page: route.pages[0] };
    const url = generatePath(route.path, match.params) + normaliseQuery(route.query, search);
    const page = route.pages.find((entry) => entry.url === url);
    if (page) return { kind: 'page', route, page };
    // A known page asked for with a query it was not rendered with.
    const known = route.pages.some((entry) => entry.url.split('?')[0] === url.split('?')[0]);
    if (known || !route.notFound) return { kind: 'unrendered', route };
    return { kind: 'page', route, page: route.notFound };
  }
  return { kind: 'none' };
}

/**
 * A private area's page for a request (docs/architecture.md#private-areas): the one page its
 * build rendered for the route that takes the path, whatever the id or query. Before anyone signs
 * in, its pages show only the sign-in, and the build cannot know the ids behind it (order numbers),
 * so no URL of a route is a 404 here: the browser asks the service once someone is signed in.
 */
export function findPrivatePage(table: PageTable, pathname: string): PageLookup {
  const route = table.routes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  const page = route?.pages[0];
  return route && page ? { kind: 'page', route, page } : { kind: 'none' };
}
