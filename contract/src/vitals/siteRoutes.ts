import { REMOTES, type RemoteName, type RemoteTopology } from '../topology';

/**
 * Every page route of the site, as the remotes' `src/routes.tsx` write them (docs/product.md#routes):
 * the route table a field report names its page by (docs/decisions/field-vitals.md). A pattern,
 * never a URL: `/product/:slug`, not the product's address, so a report carries no id, slug,
 * token or query. A remote's new page adds its pattern here, or its visits are not reported.
 */
export const SITE_ROUTE_PATTERNS = [
  '/',
  '/about-us',
  '/services',
  '/services-2',
  '/service-details/:id',
  '/farmers',
  '/farmer-details/:id',
  '/project',
  '/project-details/:id',
  '/farm-story',
  '/farm-to-table',
  '/subscription',
  '/contact',
  '/contact-us.html',
  '/register',
  '/login',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/shop',
  '/product/:slug',
  '/shop-single/:id',
  '/shop-single-thumb/:id',
  '/cart',
  '/blog-standard',
  '/blog-with-sidebar',
  '/blog-2-column',
  '/blog-3-column',
  '/blog-single/:id',
  '/blog-single-with-sidebar/:id',
  '/checkout',
  '/checkout/success',
  '/checkout/cancel',
  '/checkout/order/:token',
  '/office',
  '/office/orders/:number',
  '/office/packing',
  '/office/holds',
  '/office/products',
  '/office/delivery',
  '/office/vitals',
  '/office/inbox',
  '/office/inbox/:id',
  '/office/box-requests',
  '/office/subscribers',
  '/office/comments',
  '/office/privacy',
] as const;

export type SiteRoutePattern = (typeof SITE_ROUTE_PATTERNS)[number];

const remotes: readonly RemoteTopology[] = REMOTES;

/** Whether an area pattern of the topology (`/shop/*`, `/blog-*`) holds a route pattern. */
function holds(area: string, pattern: string): boolean {
  if (area.endsWith('-*')) return pattern.startsWith(area.slice(0, -1));
  if (area.endsWith('/*')) return pattern === area.slice(0, -2) || pattern.startsWith(area.slice(0, -1));
  return pattern === area;
}

/**
 * The remote whose pages a route pattern's are, by the topology's areas: what a field report is
 * counted under besides its route (the same answer `areaOf` in shared gives for its addresses).
 */
export function routeOwner(pattern: SiteRoutePattern): RemoteName {
  const owner =
    remotes.find(({ area }) => area !== 'fallback' && area.some((a) => holds(a, pattern))) ??
    remotes.find(({ area }) => area === 'fallback');
  return owner!.name as RemoteName;
}
