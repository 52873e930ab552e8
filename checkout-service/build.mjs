/**
 * Bundles the service into dist/server.js, the farm's orders command into dist/orders.js and its
 * staff command into dist/staff.js. npm packages stay external and load from node_modules, except
 * `contract` (a workspace package of TypeScript sources), which is bundled.
 */
import * as esbuild from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every bare import is external, except `contract` and zod (the contract's schemas: bundled from
 * contract's own node_modules, so the zod it is written against is the one that runs, not an
 * older copy a tool hoisted to the root).
 */
const bundled = (specifier) => ['contract', 'zod'].some((name) => specifier === name || specifier.startsWith(`${name}/`));

const externalPackagesExceptContract = {
  name: 'external-packages-except-contract',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (bundled(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const options = {
  entryPoints: { server: path.join(here, 'src/server.ts'), orders: path.join(here, 'src/cli/orders.ts'), staff: path.join(here, 'src/cli/staff.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  plugins: [externalPackagesExceptContract],
  logLevel: process.argv.includes('--quiet') ? 'warning' : 'info',
};

if (process.argv.includes('--watch')) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  await esbuild.build(options);
}
