/**
 * The site's topology (contract/src/topology.ts) for Node scripts and webpack configurations, which
 * cannot import TypeScript themselves: esbuild compiles the one module in memory, in a few ms.
 */
const path = require('path');
const { buildSync } = require('esbuild');

const source = path.join(__dirname, '..', 'contract', 'src', 'topology.ts');
const { outputFiles } = buildSync({
  entryPoints: [source],
  bundle: false,
  write: false,
  format: 'cjs',
  platform: 'node',
  logLevel: 'silent',
});
const module_ = { exports: {} };
new Function('module', 'exports', outputFiles[0].text)(module_, module_.exports);

/** @type {typeof import('../contract/src/topology')} */
module.exports = module_.exports;
