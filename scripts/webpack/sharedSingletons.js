/**
 * The libraries every federated build shares as singletons: one React, one router, one RxJS
 * and one `shared` package, so there is one cart bus and one toast container on the page.
 */
const fs = require('fs');
const path = require('path');

const repoRoot = path.join(__dirname, '..', '..');
const nodeModules = path.join(repoRoot, 'node_modules');
// zod 4 is contract's dependency, installed under contract/ (a tool at the root uses zod 3).
const contractDir = path.join(repoRoot, 'contract');
/**
 * A package's folder as Node finds it from `from` (the root, or the workspace that depends on it):
 * the nearest node_modules up the tree. (Not require.resolve: some packages do not export their
 * package.json.)
 */
function packageDir(name, from = repoRoot) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${from}: run npm ci`);
  }
}
const packageVersion = (name, from) => require(path.join(packageDir(name, from), 'package.json')).version;

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'rxjs', 'react-toastify', 'shared'];
// Deep imports (react/jsx-runtime, react-dom/client) must resolve to the same singleton.
const DEEP_PREFIXES = ['react/', 'react-dom/'];
// Libraries used by several containers: shared so a shopper downloads them once. `from` is the
// workspace whose dependency it is, when not the root's.
const SHARED_LIBRARIES = [
  { name: 'swiper/react', pkg: 'swiper' },
  { name: 'swiper/modules', pkg: 'swiper' },
  { name: 'yet-another-react-lightbox', pkg: 'yet-another-react-lightbox' },
  { name: 'yet-another-react-lightbox/', pkg: 'yet-another-react-lightbox' },
  { name: 'zod/mini', pkg: 'zod', from: contractDir },
];

/**
 * Shared names provided by a facade that re-exports only what the site imports (see
 * sharedFacades/react-router-dom.js for why). `facade-source/*` are the real modules behind a
 * facade, under names no shared rule matches, so a facade does not consume itself.
 */
const FACADES = {
  'react-router-dom': path.join(__dirname, 'sharedFacades', 'react-router-dom.js'),
  rxjs: path.join(__dirname, 'sharedFacades', 'rxjs.js'),
  'swiper/modules': path.join(__dirname, 'sharedFacades', 'swiper-modules.js'),
  'zod/mini': path.join(__dirname, 'sharedFacades', 'zod-mini.js'),
};
const FACADE_SOURCES = {
  'facade-source/rxjs$': path.join(nodeModules, 'rxjs', 'dist', 'esm', 'index.js'),
  'facade-source/swiper-modules$': path.join(nodeModules, 'swiper', 'modules', 'index.mjs'),
  'facade-source/zod-mini$': path.join(packageDir('zod', contractDir), 'mini', 'index.js'),
};

const majorRange = (version) => `^${version.split('.')[0]}.0.0`;

/** A facade as a request relative to the package: mf-stats.json lists it, and must not show the build machine's paths. */
function facadeRequest(file, context) {
  const relative = path.relative(context, file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * @param {object} options
 * @param {string} options.context the package's folder (the build's context)
 * @param {boolean} [options.host] the shell: it provides every library itself and is loaded
 *   first, so checking the versions it gets against its own ranges would only compare it with
 *   itself, at a cost (the runtime's semver checks took ~17 ms of a phone's start). The remotes
 *   keep their ranges: theirs is the check that catches a remote built against another major.
 */
function sharedSingletons({ context, host = false }) {
  const entry = (name, pkg, from) => {
    const version = packageVersion(pkg, from);
    const facade = FACADES[name] ? { import: facadeRequest(FACADES[name], context) } : {};
    return { singleton: true, requiredVersion: host ? false : majorRange(version), version, ...facade };
  };
  const shared = {};
  for (const name of SINGLETONS) shared[name] = entry(name, name);
  for (const { name, pkg, from } of SHARED_LIBRARIES) shared[name] = entry(name, pkg, from);
  for (const prefix of DEEP_PREFIXES) shared[prefix] = entry(prefix, prefix.slice(0, -1));
  return shared;
}

module.exports = { sharedSingletons, FACADES, FACADE_SOURCES };
