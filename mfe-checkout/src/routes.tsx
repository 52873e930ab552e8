import { defineRemoteRoutes } from 'shared';

/** The checkout's pages, exposed to the shell as `checkout/routes`. */
export default defineRemoteRoutes([
  { path: '/checkout', load: () => import('./pages/CheckoutPage') },
  { path: '/checkout/success', load: () => import('./pages/CheckoutSuccessPage') },
  { path: '/checkout/cancel', load: () => import('./pages/CheckoutCancelPage') },
]);
