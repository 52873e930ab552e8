/**
 * What a remote tells its build about its pages (its `src/prerender.ts`): the concrete URLs of
 * each route and what their heads carry beyond what the page itself sets
 * (docs/architecture.md#pages-rendered-at-build).
 */
import type { RemoteName } from 'contract';
import type { RemoteRoutesModule } from '../remoteRoutes';

export interface PrerenderSpec {
  remote: RemoteName;
  /** The remote's own `src/routes.tsx`: the pages are rendered through it. */
  routes: RemoteRoutesModule;
  /** The preview image of every page without one of its own. */
  areaImage: PreviewImage;
  /** One entry per route path of `routes`, no more, no fewer. */
  routeSpecs: Record<string, RouteSpec>;
}

export interface RouteSpec {
  /** The query parameters the page reads, each with its default value (`null`: none). */
  query?: Record<string, string | null>;
  pages: PageSpec[];
  /** A URL of the route that names nothing: rendered as the route's 404 page. */
  notFound?: string;
  /**
   * A route of secret addresses (a shopper's order page, /checkout/order/:token): the build
   * renders its one page as it is before the browser has asked the service (its loading state),
   * with `noindex` and no canonical, and the server answers every URL of the route with it, as
   * in a private area (docs/architecture.md#private-areas). No 404, no redirect.
   */
  private?: true;
}

export type PageSpec = RenderedPageSpec | RedirectSpec;

export interface RenderedPageSpec {
  /** Pathname and query, as a visitor types it. */
  url: string;
  /** Open Graph type; `website` unless said. */
  ogType?: 'article';
  image?: PreviewImage;
  /** schema.org objects beside the breadcrumb list (`Product`, `BlogPosting`, `LocalBusiness`). */
  jsonLd?: (page: PageUrls) => Array<Record<string, unknown>>;
}

/** A route whose page only sends the browser elsewhere (`<Navigate>`), answered as a 301. */
interface RedirectSpec {
  url: string;
  redirectTo: string;
}

/** The absolute URLs a page's structured data may refer to. */
export interface PageUrls {
  siteUrl: string;
  canonical: string;
  image: string;
}

/** A 1200×630 preview drawn from the site's art: the farm scene, a picture and a title. */
export interface PreviewImage {
  /** The file's name under `pages/og/`, before its hash: `product-heirloom-tomatoes`. */
  name: string;
  title: string;
  /** The line above the title: the area or the kind of page. */
  kicker: string;
  /** An SVG picture as the page refers to it: an imported asset's URL or `/assets/...`. */
  picture: string;
}
