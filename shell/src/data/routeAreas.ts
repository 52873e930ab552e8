import type { RemoteName } from 'shared';

/**
 * Which remote owns which paths (DESIGN.md section 3). Patterns are react-router paths, plus
 * `/prefix-*` for "every path starting with /prefix-". Farm content owns every other path, so a
 * remote adds pages inside its own area without any change here; a path no remote knows reaches
 * the farm-content area's catch-all route, which shows the shell's 404 page.
 */
export const ROUTE_AREAS: Readonly<Partial<Record<RemoteName, readonly string[]>>> = {
  shop: ['/shop/*', '/product/*', '/shop-single/*', '/shop-single-thumb/*', '/cart/*'],
  blog: ['/blog-*'],
  checkout: ['/checkout/*'],
};

export const FALLBACK_AREA: RemoteName = 'farm_content';
