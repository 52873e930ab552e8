/**
 * Test-only webpack loader for a remote's src/routes.tsx: makes a candidate build differ from
 * the sources without editing them. `stamp` adds a visible "<remote> build <stamp>" line under
 * every page; `supportedShell` replaces the shell contract versions the remote declares.
 */
module.exports = function routesVariantLoader(source) {
  // The options come from the environment, which webpack's persistent cache does not see:
  // rebuild this one module every time, so each variant really gets its own stamp.
  this.cacheable(false);
  const { stamp, supportedShell } = this.getOptions();
  const declaration = 'export default defineRemoteRoutes(';
  if (!source.includes(declaration)) throw new Error(`routesVariantLoader: ${this.resourcePath} has no "${declaration}"`);
  // Without supportedShell the variant keeps the versions the sources declare.
  const moduleExpression = supportedShell
    ? `defineRemoteRoutes(stampedRoutes, ${JSON.stringify(supportedShell.split(',').map(Number))})`
    : '{ ...originalRoutesModule, routes: stampedRoutes }';
  return `${source.replace(declaration, 'const originalRoutesModule = defineRemoteRoutes(')}
import { createElement as variantElement, Fragment as VariantFragment } from 'react';

const variantStamp = ${JSON.stringify(stamp ?? '')};
const stampedRoutes = originalRoutesModule.routes.map((route) => ({
  ...route,
  load: () =>
    route.load().then((page) => ({
      default: () =>
        variantElement(
          VariantFragment,
          null,
          variantElement(page.default),
          variantStamp ? variantElement('p', { className: 'tv-container', 'data-testid': 'remote-build-stamp' }, variantStamp) : null,
        ),
    })),
}));

export default ${moduleExpression};
`;
};
