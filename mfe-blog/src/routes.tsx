import { defineRemoteRoutes } from 'shared';

/** Shell contract versions this build works with, compiled into the build (shared/src/remoteRoutes.ts). */
const SUPPORTED_SHELL_CONTRACTS = [1];

/** The blog's pages, exposed to the shell as `blog/routes`. */
export default defineRemoteRoutes(
  [
    { path: '/blog-standard', load: () => import('./pages/BlogStandardPage') },
    { path: '/blog-with-sidebar', load: () => import('./pages/BlogWithSidebarPage') },
    { path: '/blog-2-column', load: () => import('./pages/Blog2ColumnPage') },
    { path: '/blog-3-column', load: () => import('./pages/Blog3ColumnPage') },
    { path: '/blog-single/:id', load: () => import('./pages/BlogSinglePage') },
    { path: '/blog-single-with-sidebar/:id', load: () => import('./pages/BlogSingleWithSidebarPage') },
  ],
  SUPPORTED_SHELL_CONTRACTS,
);
