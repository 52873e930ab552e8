import { defineRemoteRoutes } from 'shared';

const placeholder = () => import('./pages/PlaceholderPage');

/** The checkout's pages, exposed to the shell as `checkout/routes`. */
export default defineRemoteRoutes([
  { path: '/checkout', load: placeholder },
  { path: '/checkout/success', load: placeholder },
  { path: '/checkout/cancel', load: placeholder },
]);
