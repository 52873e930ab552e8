import { defineRemoteRoutes } from 'shared';

/** Shell contract versions this build works with, compiled into the build (shared/src/remoteRoutes.ts). */
const SUPPORTED_SHELL_CONTRACTS = [1];

/** The checkout's pages, exposed to the shell as `checkout/routes`. */
export default defineRemoteRoutes(
  [
    { path: '/checkout', load: () => import('./pages/CheckoutPage') },
    { path: '/checkout/success', load: () => import('./pages/CheckoutSuccessPage') },
    { path: '/checkout/cancel', load: () => import('./pages/CheckoutCancelPage') },
    { path: '/checkout/order/:token', load: () => import('./pages/OrderPage') },
  ],
  SUPPORTED_SHELL_CONTRACTS,
);
