/**
 * The shell's rule for QA override patterns (shared/src/originAllowList.ts) for the
 * Content-Security-Policy, so the policy allows exactly the origins the shell loads an override
 * from, by one implementation. esbuild compiles the one module in memory, as scripts/topology.cjs does.
 */
const path = require('path');
const { buildSync } = require('esbuild');

const source = path.join(__dirname, '..', 'shared', 'src', 'originAllowList.ts');
const { outputFiles } = buildSync({ entryPoints: [source], bundle: false, write: false, format: 'cjs', platform: 'node', logLevel: 'silent' });
const compiled = { exports: {} };
new Function('module', 'exports', outputFiles[0].text)(compiled, compiled.exports);

/** @type {Pick<typeof import('../shared/src/originAllowList'), 'canonicalOriginPattern'>} */
// A plain object: esbuild's exports carry __esModule, which would make an ES import of this file (as
// Playwright's transform writes it) look for a `default` that is not there.
module.exports = { canonicalOriginPattern: compiled.exports.canonicalOriginPattern };
