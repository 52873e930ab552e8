import { defineRemoteRoutes } from 'shared';

const placeholder = () => import('./pages/PlaceholderPage');

/** The shop's pages, exposed to the shell as `shop/routes`. */
export default defineRemoteRoutes([
  { path: '/shop', load: placeholder },
  { path: '/product/:slug', load: placeholder },
  { path: '/shop-single/:id', load: placeholder },
  { path: '/shop-single-thumb/:id', load: placeholder },
  { path: '/cart', load: placeholder },
]);
