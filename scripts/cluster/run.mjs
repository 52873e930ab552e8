/**
 * `npm run cluster`: the production shape on this machine (docs/deployment.md): a throwaway
 * PostgreSQL, 3 checkout-service replicas on it, the remotes' hosts, 2 shell servers, and nginx
 * in front on one port (8080, or CLUSTER_PORT) spreading pages over the shell servers, /api/ over
 * the replicas, and serving the hashed files itself (deploy/nginx/). A replica that dies is
 * started again on its port. `.cluster/state.json` (or CLUSTER_STATE) says what runs where.
 * Ctrl-C or SIGTERM stops the servers, then PostgreSQL, and removes the state file. Needs the
 * builds (`npm run build`), nginx (scripts/ensure-nginx.sh) and PostgreSQL (scripts/ensure-postgresql.sh).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../bench/processes.mjs';
import { writeNginxConfig } from './nginxConfig.mjs';
import { replica } from './replica.mjs';
import { checkoutService, missingPart, nginx, remoteHost, shellServerSpec } from './servers.mjs';
import { removeState, statePath, writeState } from './state.mjs';

const require = createRequire(import.meta.url);
const { REMOTES } = require('../topology.cjs');
const { startCluster, stopCluster } = require('../../checkout-service/test/support/postgres/cluster.js');

const SERVICE_REPLICAS = 3;
const SHELL_SERVERS = 2;

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const url = `http://127.0.0.1:${port}`;
const stateFile = statePath();
const runDir = path.join(path.dirname(stateFile), 'nginx');

const problem = missingPart();
if (problem) {
  console.error(problem);
  process.exit(1);
}

let database = null;
/** Every server, in the order they start; stopped in the reverse order. */
const groups = [];
let stopping = null;

function postgresProcess() {
  // PostgreSQL's first line in postmaster.pid is its pid; while it restarts there is none (null).
  let pid = null;
  try {
    pid = Number(readFileSync(path.join(database.data, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    // stopped for a restart (npm run chaos): a replica restarted meanwhile still saves the state
  }
  return { role: 'postgres', pid, port: Number(new URL(database.url).port) };
}

function saveState() {
  if (stopping) return;
  const processes = groups.flat().map(({ role, name, pid, port: listening, metricsPort }) => ({
    role,
    ...(name && { name }),
    pid,
    port: listening,
    ...(metricsPort && { metricsPort }),
  }));
  // `database` is what haltCluster/resumeCluster need to restart PostgreSQL on its data (npm run chaos).
  const { bin, dir, data, settings } = database;
  const postgres = { bin, dir, data, settings };
  writeState(stateFile, {
    url,
    pid: process.pid,
    databaseUrl: database.url,
    database: postgres,
    processes: [...processes, postgresProcess()],
  });
}

function stop(exitCode = 0) {
  stopping ??= (async () => {
    try {
      for (const group of [...groups].reverse()) await Promise.all(group.map((server) => server.stop()));
      if (database) stopCluster(database);
    } finally {
      removeState(stateFile);
      process.exit(exitCode);
    }
  })();
  return stopping;
}
process.once('SIGINT', () => stop());
process.once('SIGTERM', () => stop());
// Started by a program with an IPC channel (its smoke test, the chaos run): when that program
// ends, however it ends, the channel closes and the cluster stops with it, leaving nothing running.
if (process.send) process.once('disconnect', () => stop());

/** Starts one group of servers side by side, each on its own port. */
async function startGroup(specs) {
  const group = specs.map((spec) => replica({ ...spec, onChange: saveState }));
  groups.push(group);
  await Promise.all(group.map((server) => server.start()));
  if (stopping) await stopping;
}

const ports = async (count) => Promise.all(Array.from({ length: count }, () => freePort()));
const halves = (list) => [list.slice(0, list.length / 2), list.slice(list.length / 2)];

try {
  database = await startCluster();
  console.log(`cluster: PostgreSQL at ${database.url}`);
  // Asked for at once, so no two are the same port.
  const [servicePorts, serviceMetricsPorts] = halves(await ports(2 * SERVICE_REPLICAS));
  await startGroup(
    servicePorts.map((servicePort, i) =>
      checkoutService({ port: servicePort, metricsPort: serviceMetricsPorts[i], databaseUrl: database.url, siteOrigin: url }),
    ),
  );
  const remotePorts = await ports(REMOTES.length);
  const hostPorts = Object.fromEntries(REMOTES.map((remote, index) => [remote.name, remotePorts[index]]));
  await startGroup(REMOTES.map((remote) => remoteHost({ remote, port: hostPorts[remote.name] })));
  const [shellPorts, shellMetricsPorts] = halves(await ports(2 * SHELL_SERVERS));
  await startGroup(
    shellPorts.map((shellPort, i) => shellServerSpec({ port: shellPort, metricsPort: shellMetricsPorts[i], hostPorts, serviceUrl: url })),
  );
  const conf = writeNginxConfig({ port, shellPorts, servicePorts, runDir });
  await startGroup([nginx({ port, conf, runDir })]);
  saveState();
  console.log(`cluster: ${url} (nginx; ${SHELL_SERVERS} shell servers, ${SERVICE_REPLICAS} checkout-service replicas)`);
  console.log(`cluster: state in ${stateFile}; Ctrl-C stops it`);
} catch (error) {
  console.error(`cluster: could not start: ${error.message}`);
  await stop(1);
}
