/**
 * Writes `route-stylesheets.json` into a remote's build: for each route of `src/routes.tsx`, in
 * order, the CSS files its page's chunks need. The pages build copies them into the route table,
 * so a server that sends a page's HTML can link its styles in the head: the HTML is styled from
 * its first paint, and the browser's copy of the remote finds the same `<link>` and adds none
 * (docs/architecture.md#pages-rendered-at-build).
 */
const { sources } = require('webpack');

const FILE = 'route-stylesheets.json';
const ROUTES_MODULE = /[\\/]src[\\/]routes\.tsx$/;

/** Source position of an `import()` in routes.tsx, for ordering the routes as written. */
const position = (loc) => (loc && loc.start ? loc.start.line * 100_000 + (loc.start.column ?? 0) : Number.MAX_SAFE_INTEGER);

class RouteStylesheetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(RouteStylesheetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: RouteStylesheetsPlugin.name, stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const routes = [];
          for (const group of compilation.chunkGroups) {
            const origin = group.origins.find(({ module }) => module && ROUTES_MODULE.test(module.resource ?? ''));
            if (!origin) continue;
            const css = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.css')))].sort();
            routes.push({ at: position(origin.loc), css });
          }
          routes.sort((a, b) => a.at - b.at);
          compilation.emitAsset(
            FILE,
            new sources.RawSource(
              JSON.stringify(
                routes.map(({ css }) => css),
                null,
                2,
              ) + '\n',
            ),
          );
        },
      );
    });
  }
}

module.exports = { RouteStylesheetsPlugin, ROUTE_STYLESHEETS_FILE: FILE };
