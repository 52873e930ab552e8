/**
 * The two questions the server asks of a URL, answered by the same code as the browser's:
 * which remote owns the path (shared/src/routeAreas.ts) and which page of its route table it is
 * (shared/src/pages/pageTable.ts), with the names the browser's app looks for (serverPage.ts)
 * and where the shell's gateway serves a remote's files (the topology's REMOTE_GATEWAY_PREFIX).
 * esbuild compiles them in memory at start-up, as scripts/topology.cjs does; react-router comes
 * from node_modules. No remote's code is involved.
 */
const path = require('path');
const { buildSync } = require('esbuild');

const sharedSource = path.join(__dirname, '..', '..', 'shared', 'src');
const { outputFiles } = buildSync({
  stdin: { contents: [
      "export { findPage } from './pages/pageTable';",
      "export { SERVER_PAGE_CLASS, SERVER_PAGE_STATE_ID } from './pages/serverPage';",
      "export { areaOf } from './routeAreas';",
      "export { REMOTE_GATEWAY_PREFIX } from './topology';",
    ].join('\n'), resolveDir: sharedSource, loader: 'ts' },
  bundle: true,
  packages: 'external',
  write: false,
  format: 'cjs',
  platform: 'node',
  logLevel: 'silent',
});
const compiled = { exports: {} };
new Function('module', 'exports', 'require', outputFiles[0].text)(compiled, compiled.exports, require);

/**
 * @type {Pick<typeof import('../../shared/src/pages/pageTable'), 'findPage'>
 *   & typeof import('../../shared/src/pages/serverPage')
 *   & typeof import('../../shared/src/routeAreas')
 *   & Pick<typeof import('../../shared/src/topology'), 'REMOTE_GATEWAY_PREFIX'>}
 */
// A plain object: esbuild's exports carry __esModule, which would make an ES import of this file (as
// Playwright's transform writes it) look for a `default` that is not there.
module.exports = { ...compiled.exports };
