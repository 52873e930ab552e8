import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RemoteTopology } from 'contract';
import { remoteServing } from '../topology';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const WEBPACK_CLI = require.resolve('webpack-cli/bin/cli.js', { paths: [REPO_ROOT] });
const VARIANT_CONFIG = path.join(__dirname, 'remoteVariant.webpack.config.cjs');
const PAGES_BUILD = path.join(REPO_ROOT, 'scripts', 'pages', 'build.mjs');

/** The remote the deployment suite rebuilds and redeploys on its own. */
export const SHOP = remoteServing('/shop');

interface RemoteVariant {
  /** Folder to build into (never the remote's own dist). */
  outputPath: string;
  /** Visible text added under every page of the remote. */
  stamp?: string;
  /** Shell contract versions the build declares, instead of the current one. */
  supportedShell?: number[];
  /** Webpack cache folder; share it between variants of one remote so later builds are quick. */
  cacheDir: string;
}

/**
 * Builds a remote from its unchanged sources into `outputPath` (production mode), with its pages,
 * from its own package folder: nothing else is read or written, so the other builds stay as they are.
 */
export function buildRemoteVariant(remote: RemoteTopology, variant: RemoteVariant): Promise<void> {
  const env = {
    ...process.env,
    VARIANT_OUTPUT: variant.outputPath,
    VARIANT_STAMP: variant.stamp ?? '',
    VARIANT_SUPPORTED_SHELL: variant.supportedShell?.join(',') ?? '',
    VARIANT_CACHE: variant.cacheDir,
  };
  const cwd = path.join(REPO_ROOT, remote.package);
  // As the remote's own build does: the browser build, then its pages (scripts/pages/build.mjs).
  return run(remote, cwd, [WEBPACK_CLI, '--config', VARIANT_CONFIG, '--mode', 'production'], env).then(() =>
    run(remote, cwd, [PAGES_BUILD], { ...env, PAGES_WEBPACK_CONFIG: VARIANT_CONFIG }),
  );
}

/** Builds the shop from its unchanged sources into `outputPath` (production mode), with its pages. */
export function buildShopVariant(variant: RemoteVariant): Promise<void> {
  return buildRemoteVariant(SHOP, variant);
}

function run(remote: RemoteTopology, cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${remote.name} variant build failed (exit ${code}):\n${log.slice(-4_000)}`)),
    );
  });
}
