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
    { path: OFFICE_PATHS.holds, load: () => import('./pages/HoldsPage') },
    { path: OFFICE_PATHS.products, load: () => import('./pages/ProductsPage') },
    { path: OFFICE_PATHS.delivery, load: () => import('./pages/DeliveryPage') },
    { path: OFFICE_PATHS.vitals, load: () => import('./pages/VitalsPage') },
    { path: OFFICE_PATHS.inbox, load: () => import('./pages/InboxPage') },
    { path: OFFICE_PATHS.message, load: () => import('./pages/MessagePage') },
    { path: OFFICE_PATHS.boxRequests, load: () => import('./pages/BoxRequestsPage') },
    { path: OFFICE_PATHS.subscribers, load: () => import('./pages/SubscribersPage') },
    { path: OFFICE_PATHS.comments, load: () => import('./pages/CommentsPage') },
    { path: OFFICE_PATHS.privacy, load: () => import('./pages/PrivacyPage') },
  ],
  SUPPORTED_SHELL_CONTRACTS,
);
