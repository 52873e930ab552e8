/**
 * The libraries every federated build shares as singletons: one React, one router, one RxJS
 * and one `shared` package, so there is one cart bus and one toast container on the page.
 */
const path = require('path');
const rootPkg = (name) => require(path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'));

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'rxjs', 'react-toastify', 'shared'];
// Deep imports (react/jsx-runtime, react-dom/client) must resolve to the same singleton.
const DEEP_PREFIXES = ['react/', 'react-dom/'];
const SHARED_LIBRARIES = ['swiper', 'yet-another-react-lightbox'];

function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETONS) {
    const { version } = rootPkg(name);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  // Heavy UI libraries used by several remotes: shared so a shopper downloads them once.
  for (const name of SHARED_LIBRARIES) {
    const { version } = rootPkg(name);
    const range = `^${version.split('.')[0]}.0.0`;
    shared[name] = { singleton: true, requiredVersion: range, version };
    shared[`${name}/`] = { singleton: true, requiredVersion: range, version };
  }
  for (const prefix of DEEP_PREFIXES) {
    const { version } = rootPkg(prefix.slice(0, -1));
    shared[prefix] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
