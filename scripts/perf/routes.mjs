/**
 * The routes `npm run perf` measures. By default five, one per kind of page; with `--all`, every
 * route of docs/product.md#routes (detail routes with a known id) and a product by its slug, so
 * that pages whose largest element is their own picture are measured too, not only the five.
 */
export const DEFAULT_ROUTES = ['/', '/shop', '/product/heirloom-tomatoes', '/blog-standard', '/checkout'];

export const ALL_ROUTES = [
  '/',
  '/about-us',
  '/services',
  '/services-2',
  '/service-details/1',
  '/farmers',
  '/farmer-details/1',
  '/project',
  '/project-details/1',
  '/farm-story',
  '/farm-to-table',
  '/subscription',
  '/contact',
  '/contact-us.html',
  '/register',
  '/login',
  '/shop',
  '/product/heirloom-tomatoes',
  '/shop-single/1',
  '/shop-single-thumb/1',
  '/cart',
  '/blog-standard',
  '/blog-with-sidebar',
  '/blog-2-column',
  '/blog-3-column',
  '/blog-single/1',
  '/blog-single-with-sidebar/1',
  '/checkout',
  '/checkout/success',
  '/checkout/cancel',
];
