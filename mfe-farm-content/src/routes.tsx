import { defineRemoteRoutes } from 'shared';

const placeholder = () => import('./pages/PlaceholderPage');

/** The farm pages, exposed to the shell as `farm_content/routes`. */
export default defineRemoteRoutes(
  [
    '/',
    '/about-us',
    '/farmers',
    '/farmer-details/:id',
    '/services',
    '/services-2',
    '/service-details/:id',
    '/project',
    '/project-details/:id',
    '/farm-story',
    '/farm-to-table',
    '/subscription',
    '/contact',
    '/contact-us.html',
    '/register',
    '/login',
  ].map((path) => ({ path, load: placeholder })),
);
