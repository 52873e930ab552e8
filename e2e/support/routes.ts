/** Every route of the site (docs/product.md#routes), detail routes with a valid and an unknown id. */
const STATIC_ROUTES = [
  '/',
  '/about-us',
  '/farmers',
  '/services',
  '/services-2',
  '/project',
  '/farm-story',
  '/farm-to-table',
  '/subscription',
  '/contact',
  '/register',
  '/login',
  '/shop',
  '/shop?page=2',
  '/cart',
  '/checkout',
  '/checkout/cancel',
  '/blog-standard',
  '/blog-with-sidebar',
  '/blog-2-column',
  '/blog-3-column',
] as const;

const DETAIL_ROUTES = [
  '/farmer-details/1',
  '/service-details/1',
  '/project-details/1',
  '/blog-single/1',
  '/blog-single-with-sidebar/1',
  '/product/heirloom-tomatoes',
  '/shop-single/1',
  '/shop-single-thumb/1',
] as const;

const UNKNOWN_DETAIL_ROUTES = [
  '/farmer-details/999',
  '/service-details/999',
  '/project-details/999',
  '/blog-single/999',
  '/blog-single-with-sidebar/999',
  '/product/no-such-product',
  '/shop-single/999',
  '/no-such-page',
] as const;

/** The routes that show a page (HTTP 200): every static route and every detail route with a valid id. */
export const KNOWN_ROUTES = [...STATIC_ROUTES, ...DETAIL_ROUTES] as const;
export type KnownRoute = (typeof KNOWN_ROUTES)[number];

/** The routes that find nothing (HTTP 404): each detail route with an unknown id, and a path no page matches. */
export const UNKNOWN_ROUTES = UNKNOWN_DETAIL_ROUTES;

export const ALL_ROUTES = [...KNOWN_ROUTES, ...UNKNOWN_ROUTES];
