/**
 * What a container makes the browser download before it can render anything, from its build
 * output: the shell's entry script (named in index.html, by a script tag or by the inline
 * start-up script that asks for it after the first frame), or a remote's remoteEntry.js plus the
 * synchronous chunks of its exposed routes module (from mf-manifest.json). Sizes are gzip, as
 * served.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const { REMOTES, SHELL } = createRequire(import.meta.url)('../topology.cjs');

/** Every federated build: the shell and the remotes of the topology. */
export const CONTAINERS = [SHELL.package, ...REMOTES.map((remote) => remote.package)];

function shellFiles(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/["'/=]((?:[\w-]+\/)*[\w.-]+\.js)["'\s>]/g)].map((m) => m[1]);
}

function remoteFiles(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const exposed = manifest.exposes.flatMap((e) => e.assets.js.sync);
  return ['remoteEntry.js', ...exposed];
}

/** @returns {{ files: string[], gzipBytes: number }} */
export function initialJs(root, container) {
  const dist = path.join(root, container, 'dist');
  const files = [...new Set(container === 'shell' ? shellFiles(dist) : remoteFiles(dist))];
  // Nothing found means the build's layout changed under this script: a budget of 0 bytes checks nothing.
  if (files.length === 0) throw new Error(`No initial JavaScript found in ${dist}: scripts/perf/initialJs.mjs no longer reads this build.`);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}
