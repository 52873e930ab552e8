/**
 * Bundles the servers into dist/: shellServer.js and serveFolder.js (the two commands) and index.js
 * (what `npm start` and the deployment suite run in-process). Each bundle holds site-server's
 * sources and what they import of `contract` and `shared`, workspace packages of TypeScript
 * sources that Node cannot load. npm packages stay external and load from node_modules, as the checkout-service's
 * do (checkout-service/build.mjs): they are installed beside the bundle anyway, at the versions
 * the lockfile pins, and a bundle of Koa, helmet and undici would only be a second copy of them.
 * Except zod, as there: the API contract's schemas (the availability, read for composed pages)
 * run on the zod that `contract` is written against, from its own node_modules, not an older copy
 * a tool hoisted to the root.
 */
import * as esbuild from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const bundled = (specifier) => ['shared', 'contract', 'zod'].some((name) => specifier === name || specifier.startsWith(`${name}/`));

const externalPackagesExceptWorkspaceAndZod = {
  name: 'external-packages-except-workspace-and-zod',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path) ? undefined : { path: args.path, external: true }));
  },
};

await esbuild.build({
  entryPoints: {
    index: path.join(here, 'src/index.ts'),
    shellServer: path.join(here, 'src/bin/shellServer.ts'),
    serveFolder: path.join(here, 'src/bin/serveFolder.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackagesExceptWorkspaceAndZod],
  // An alias is a path, not a package: the workspace packages are bundled from their sources.
  alias: { shared: path.join(here, '..', 'shared'), contract: path.join(here, '..', 'contract') },
  logLevel: 'info',
});
