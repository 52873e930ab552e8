/**
 * The checkout-service the chaos run tests: the committed one (HEAD), bundled into a temporary
 * folder with HEAD's migrations, as checkout-service/build.mjs bundles it. checkout-service/dist
 * may be older than the sources (a build from before a commit) or be rebuilt from half-made edits
 * while the run lasts; this copy is neither, and names the commit the figures belong to. Its npm
 * packages load from the repository's node_modules (NODE_PATH), at the versions the lockfile pins.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { nodeBundleOptions } from '../esbuild/nodeBundle.mjs';
import { root } from './deps.mjs';

export async function buildCommittedService() {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-chaos-service-'));
  const archive = execFileSync(
    'git',
    [
      'archive',
      'HEAD',
      'checkout-service/src',
      'checkout-service/drizzle',
      'checkout-service/package.json',
      'checkout-service/tsconfig.json',
      'tsconfig.base.json',
    ],
    {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', folder], { input: archive });
  const service = path.join(folder, 'checkout-service');
  await esbuild.build(
    nodeBundleOptions({ entryPoints: { server: path.join(service, 'src', 'server.ts') }, outdir: path.join(service, 'dist'), quiet: true }),
  );
  const nodePath = [path.join(root, 'checkout-service', 'node_modules'), path.join(root, 'node_modules')].join(path.delimiter);
  return {
    commit,
    /** What the cluster's environment needs to run this copy (scripts/cluster/servers.mjs reads CHECKOUT_SERVICE_ENTRY). */
    env: { CHECKOUT_SERVICE_ENTRY: path.join(service, 'dist', 'server.js'), NODE_PATH: nodePath },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
