/** Every route of the site (docs/product.md#routes), detail routes with a valid and an unknown id. */
const STATIC_ROUTES = [
  '/', '/about-us', '/farmers', '/services', '/services-2', '/project', '/farm-story', '/farm-to-table',
  '/subscription', '/contact', '/register', '/login', '/shop', '/shop?page=2', '/cart', '/checkout',
  '/checkout/cancel', '/blog-standard', '/blog-with-sidebar', '/blog-2-column', '/blog-3-column',
];

const DETAIL_ROUTES = [
  '/farmer-details/1', '/service-details/1', '/project-details/1', '/blog-single/1',
  '/blog-single-with-sidebar/1', '/product/heirloom-tomatoes', '/shop-single/1', '/shop-single-thumb/1',
];

const UNKNOWN_DETAIL_ROUTES = [
  '/farmer-details/999', '/service-details/999', '/project-details/999', '/blog-single/999',
  '/blog-single-with-sidebar/999', '/product/no-such-product', '/shop-single/999', '/no-such-page',
];

export const ALL_ROUTES = [...STATIC_ROUTES, ...DETAIL_ROUTES, ...UNKNOWN_DETAIL_ROUTES];
