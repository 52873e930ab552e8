import { defineRemoteRoutes } from 'shared';
import { OFFICE_PATHS } from './data/officePaths';

/** Shell contract versions this build works with, compiled into the build (shared/src/remoteRoutes.ts). */
const SUPPORTED_SHELL_CONTRACTS = [1];

/** The farm office's pages, exposed to the shell as `farm_office/routes`. */
export default defineRemoteRoutes(
  [
    { path: OFFICE_PATHS.orders, load: () => import('./pages/OrdersPage') },
    { path: OFFICE_PATHS.order, load: () => import('./pages/OrderPage') },
    { path: OFFICE_PATHS.packing, load: () => import('./pages/PackingPage') },
    { path: OFFICE_PATHS.products, load: () => import('./pages/ProductsPage') },
  ],
  SUPPORTED_SHELL_CONTRACTS,
);
