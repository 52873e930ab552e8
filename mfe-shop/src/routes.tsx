import { defineRemoteRoutes } from 'shared';

/** Shell contract versions this build works with, compiled into the build (shared/src/remoteRoutes.ts). */
const SUPPORTED_SHELL_CONTRACTS = [1];

/** The shop's pages, exposed to the shell as `shop/routes`. */
export default defineRemoteRoutes(
  [
    { path: '/shop', load: () => import('./pages/ShopPage') },
    { path: '/product/:slug', load: () => import('./pages/ProductBySlugPage') },
    { path: '/shop-single/:id', load: () => import('./pages/ProductByIdPage') },
    { path: '/shop-single-thumb/:id', load: () => import('./pages/ShopSingleThumbPage') },
    { path: '/cart', load: () => import('./pages/CartPage') },
  ],
  SUPPORTED_SHELL_CONTRACTS,
);
