/**
 * The esbuild options both Node services are bundled with (checkout-service/build.mjs,
 * site-server/build.mjs). npm packages stay external and load from node_modules: they are
 * installed beside the bundle anyway, at the versions the lockfile pins. The workspace packages
 * are TypeScript sources Node cannot load, so they are bundled, and so is zod: the contract's
 * schemas run on the zod it is written against, from its own node_modules, not an older copy a
 * tool hoisted to the root.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUNDLED = ['shared', 'contract', 'zod'];
const bundled = (specifier) => BUNDLED.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const externalPackages = {
  name: 'external-packages-except-workspace-and-zod',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/** @param {{ entryPoints: Record<string, string>, outdir: string, quiet?: boolean }} options */
export function nodeBundleOptions({ entryPoints, outdir, quiet = false }) {
  return {
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    plugins: [externalPackages],
    // An alias is a path, not a package: the workspace packages are bundled from their sources.
    alias: { shared: path.join(repoRoot, 'shared'), contract: path.join(repoRoot, 'contract') },
    logLevel: quiet ? 'warning' : 'info',
  };
}
