/**
 * `npm start`: builds what is missing, then serves the whole site offline on the topology's
 * ports (contract/src/topology.ts): the shell (with /api/* sent to the checkout-service), each
 * remote, and the checkout-service with the local test-payment provider. Ctrl-C stops everything.
 *
 * Each port can be moved with `<NAME>_PORT`: SHELL_PORT, CHECKOUT_SERVICE_PORT, and per remote
 * its federation name in capitals (SHOP_PORT, FARM_CONTENT_PORT, ...). Every server listens on
 * 127.0.0.1 unless HOST says otherwise; QA overrides are off unless REMOTE_OVERRIDES=on; every
 * page view sends its field measurements unless VITALS_SAMPLE gives a smaller share. The
 * service's own settings (ADMIN_TOKEN, DATA_DIR, DATABASE_URL, PAYMENT_PROVIDER, STRIPE_*) are
 * passed through from the environment (site-server/src/localSite.ts). The servers are
 * site-server's build, run in this process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const topology = require('./topology.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const servicePort = port('CHECKOUT_SERVICE_PORT', topology.CHECKOUT_SERVICE.port);
const shellPort = port('SHELL_PORT', topology.SHELL.port);
const REMOTES = topology.REMOTES.map(({ name, package: pkg, port: fallback }) => ({
  pkg,
  remote: name,
  port: port(`${name.toUpperCase()}_PORT`, fallback),
}));

/** What each package's build leaves in its dist when it is complete. */
const BUILT_FILE = { 'checkout-service': 'server.js', 'site-server': 'index.js' };
const built = (pkg) => existsSync(path.join(root, pkg, 'dist', BUILT_FILE[pkg] ?? 'index.html'));
const missing = ['shell', ...REMOTES.map((remote) => remote.pkg), 'checkout-service', 'site-server'].filter((pkg) => !built(pkg));
if (missing.length) {
  console.log(`Building ${missing.join(', ')} ...`);
  const scopes = missing.flatMap((pkg) => ['--scope', pkg]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', ...scopes], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Loaded once built: its package's main is dist/index.js.
const { checkoutServiceEnv, createShellServer, createStaticHost, listen, listenHost, localRemoteConfig } = require('../site-server');
const host = listenHost(process.env);
// The service listens on loopback whatever HOST says (checkoutServiceEnv).
const serviceOrigin = `http://127.0.0.1:${servicePort}`;

/** The remotes.json in the shell's build is production's; locally the shell is told where the remotes really listen. */
const remoteConfig = localRemoteConfig(process.env, REMOTES);

/** With Stripe, the shell's pages may lead to Stripe Checkout's; the local test-payment page is the shell's own origin. */
const formActionOrigins = process.env.STRIPE_SECRET_KEY?.trim() ? ['https://checkout.stripe.com'] : [];

const dist = (pkg) => path.join(root, pkg, 'dist');
const SITES = [
  {
    app: createShellServer({ root: dist('shell'), apiTarget: serviceOrigin, remoteConfig, formActionOrigins, logForwarded: true }),
    port: shellPort,
  },
  ...REMOTES.map((remote) => ({ app: createStaticHost({ root: dist(remote.pkg) }), port: remote.port })),
];

const service = spawn(process.execPath, [path.join(root, 'checkout-service', 'dist', 'server.js')], {
  stdio: 'inherit',
  env: checkoutServiceEnv(process.env, { port: servicePort, shellPort }),
});

/** The service opens its order store (and migrates it) before it listens: the site opens once it answers. */
async function serviceReady(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (service.exitCode === null && Date.now() < deadline) {
    try {
      if ((await fetch(`${serviceOrigin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (service.exitCode === null)
    console.error(`checkout-service did not answer /healthz within ${timeoutMs / 1000} s; starting the site anyway.`);
}
await serviceReady();
if (service.exitCode !== null) {
  console.error(`checkout-service stopped (exit ${service.exitCode}) before it answered; the site is not started.`);
  process.exit(1);
}

const servers = [];
for (const site of SITES) servers.push(await listen(site.app, site.port, { host }));

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.close();
  servers.forEach((server) => server.closeAllConnections?.());
  if (service.exitCode === null) service.kill('SIGTERM');
  service.once('exit', () => process.exit(code));
  if (service.exitCode !== null) process.exit(code);
}
service.on('exit', (code) => {
  if (!stopping) {
    console.error(`checkout-service stopped (exit ${code}); stopping the site.`);
    stop(1);
  }
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const remotePorts = REMOTES.map(({ remote, port: p }) => `${remote} ${p}`).join(', ');
console.log(
  `\nTerra Verde is running: open http://localhost:${shellPort}\n(${remotePorts}, checkout-service ${servicePort}; Ctrl-C stops)\n`,
);
