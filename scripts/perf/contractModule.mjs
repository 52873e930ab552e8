/**
 * A module of the contract package for this Node script, which cannot import TypeScript: esbuild
 * compiles the one file in memory, as scripts/topology.cjs does for the topology. Only for modules
 * that import nothing (their paths and keys are written once there, docs/architecture.md#the-api-contract).
 */
import { buildSync } from 'esbuild';
import path from 'node:path';
import { root } from './site.mjs';

export function contractModule(file) {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(root, 'contract', 'src', file)],
    bundle: false,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
  });
  const module_ = { exports: {} };
  new Function('module', 'exports', outputFiles[0].text)(module_, module_.exports);
  return module_.exports;
}
