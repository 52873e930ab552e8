import { defineRemoteRoutes } from 'shared';

const placeholder = () => import('./pages/PlaceholderPage');

/** The blog's pages, exposed to the shell as `blog/routes`. */
export default defineRemoteRoutes([
  { path: '/blog-standard', load: placeholder },
  { path: '/blog-with-sidebar', load: placeholder },
  { path: '/blog-2-column', load: placeholder },
  { path: '/blog-3-column', load: placeholder },
  { path: '/blog-single/:id', load: placeholder },
  { path: '/blog-single-with-sidebar/:id', load: placeholder },
]);
