/**
 * What runs the servers in-process, from dist/index.js: `npm start` (scripts/start.mjs) and the
 * deployment suite (e2e/support/deployment/sites.ts). Hosts run the commands (src/bin/).
 */
export { createShellServer } from './apps/shellServer';
export { createStaticHost } from './apps/staticHost';
export { listen, listenHost } from './listen';
export { checkoutServiceEnv, localRemoteConfig } from './localSite';
