import type { RemoteName } from 'shared';

/**
 * Which remote owns which paths (DESIGN.md section 3). Patterns are react-router paths; a
 * remote adds pages inside its own areas without any change here.
 */
export const ROUTE_AREAS: Readonly<Record<RemoteName, readonly string[]>> = {
  shop: ['/shop/*', '/product/*', '/shop-single/*', '/shop-single-thumb/*', '/cart/*'],
  blog: ['/blog-standard/*', '/blog-with-sidebar/*', '/blog-2-column/*', '/blog-3-column/*', '/blog-single/*', '/blog-single-with-sidebar/*'],
  checkout: ['/checkout/*'],
  farm_content: [
    '/',
    '/about-us/*',
    '/farmers/*',
    '/farmer-details/*',
    '/services/*',
    '/services-2/*',
    '/service-details/*',
    '/project/*',
    '/project-details/*',
    '/farm-story/*',
    '/farm-to-table/*',
    '/subscription/*',
    '/contact/*',
    '/contact-us.html',
    '/register/*',
    '/login/*',
  ],
};
