/**
 * How each server of `npm run cluster` is started, as a host runs it (the same commands as
 * scripts/bench/run.mjs): the checkout-service replicas on one PostgreSQL, the remotes' hosts,
 * the shell servers reading the remotes from those hosts, and nginx in front of them all. Each
 * answer is a spec for replica.mjs; every server listens on 127.0.0.1 only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers, serviceReady } from './ready.mjs';

const require = createRequire(import.meta.url);
const { REMOTES } = require('../topology.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serviceEntry = path.join(root, 'checkout-service', 'dist', 'server.js');
const shellServer = path.join(root, 'site-server', 'dist', 'shellServer.js');
const serveFolder = path.join(root, 'site-server', 'dist', 'serveFolder.js');

/** Debian's nginx is in /usr/sbin, which a user's PATH may not list. */
export const nginxProgram = () => ['nginx', '/usr/sbin/nginx'].find((program) => !spawnSync(program, ['-v']).error);

/** What the cluster runs (the builds, nginx), or a sentence naming the first thing missing. */
export function missingPart() {
  const needed = [serviceEntry, shellServer, serveFolder, path.join(root, 'shell', 'dist', 'index.html')];
  needed.push(...REMOTES.map((remote) => path.join(root, remote.package, 'dist', 'mf-manifest.json')));
  const missing = needed.find((file) => !existsSync(file));
  if (missing) return `${path.relative(root, missing)} is missing: run \`npm run build\` first.`;
  if (!nginxProgram()) return "nginx is missing: run `bash scripts/ensure-nginx.sh` (installs Debian's nginx).";
  return undefined;
}

const origin = (port) => `http://127.0.0.1:${port}`;

/** The environment passed through (ADMIN_TOKEN, SMTP_URL, rate limits...), on loopback only. */
function environment(settings) {
  const env = { ...process.env, HOST: '127.0.0.1' };
  // Replicas share PostgreSQL; an embedded store's directory belongs to one process only, and a
  // metrics port too (each server is given its own below).
  delete env.DATA_DIR;
  delete env.METRICS_PORT;
  Object.assign(env, settings);
  return env;
}

export const checkoutService = ({ port, metricsPort, databaseUrl, siteOrigin }) => ({
  role: 'checkout-service',
  port,
  metricsPort,
  command: process.execPath,
  args: [serviceEntry],
  // The local test payments: the cluster runs on this machine only, like `npm start`.
  env: environment({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PAYMENT_PROVIDER: 'local',
    SITE_ORIGINS: siteOrigin,
    CHECKOUT_TRUSTED_PROXIES: 'loopback',
    METRICS_PORT: String(metricsPort),
  }),
  ready: () => serviceReady(origin(port)),
});

export const remoteHost = ({ remote, port }) => ({
  role: 'remote-host',
  name: remote.name,
  port,
  command: process.execPath,
  args: [serveFolder, path.join(root, remote.package, 'dist'), String(port)],
  env: environment({}),
  ready: () => answers(`${origin(port)}/mf-manifest.json`),
});

/**
 * @param hostPorts  each remote's host, by name: the shell reads its route tables and fragments there
 * @param serviceUrl  where the shell reads availability, comments and order links: nginx, which
 *   spreads those reads over the replicas and skips one that is down
 */
export function shellServerSpec({ port, metricsPort, hostPorts, serviceUrl }) {
  const remotes = Object.fromEntries(REMOTES.map(({ name }) => [name, { entry: `${origin(hostPorts[name])}/mf-manifest.json` }]));
  return {
    role: 'shell-server',
    port,
    metricsPort,
    command: process.execPath,
    args: [shellServer],
    env: environment({
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      CHECKOUT_SERVICE_URL: serviceUrl,
      REMOTES_JSON: JSON.stringify({ remotes }),
    }),
    ready: () => answers(`${origin(port)}/remotes.json`),
  };
}

export const nginx = ({ port, conf, runDir }) => ({
  role: 'nginx',
  port,
  command: nginxProgram(),
  args: ['-p', runDir, '-c', conf, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'],
  env: process.env,
  ready: () => answers(`${origin(port)}/remotes.json`),
});
