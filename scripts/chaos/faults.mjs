/**
 * The faults injected while the load runs: a checkout-service replica SIGKILLed (the cluster
 * starts it again on its port), a shell server SIGTERMed (likewise), and PostgreSQL restarted
 * once (fast shutdown, then start, on the cluster's own data: haltCluster/resumeCluster). The
 * PostgreSQL steps run in a child process, as pg_ctl is called synchronously there: this process
 * keeps sending requests meanwhile. Each fault records when it happened.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { eventually, gone } from '../cluster/watching.mjs';
import { root } from './deps.mjs';

const clusterModule = path.join(root, 'checkout-service', 'test', 'support', 'postgres', 'cluster.js');

/** Calls `haltCluster` or `resumeCluster` of cluster.js on `database` (the state's) in a child Node process. */
function postgresStep(step, database) {
  const code = `require(${JSON.stringify(clusterModule)}).${step}(JSON.parse(process.argv[1]))`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', code, JSON.stringify(database)], { timeout: 120_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${step}: ${error.message}\n${stderr}`)) : resolve(),
    );
  });
}

/** Stops PostgreSQL (fast) and starts it again; the window runs from the stop's start to the start's end. */
export async function restartPostgres(cluster) {
  const { database } = cluster.readState();
  if (!database?.data) throw new Error('the cluster state names no PostgreSQL data directory (scripts/cluster/run.mjs too old?)');
  const window = { start: Date.now() };
  await postgresStep('haltCluster', database);
  window.halted = Date.now();
  await postgresStep('resumeCluster', database);
  window.end = Date.now();
  return window;
}

/** SIGKILLs (or SIGTERMs) the first process of `role`, then waits for its successor on the same port. */
export async function killAndAwaitRestart(cluster, role, signal) {
  const victim = cluster.processes(role)[0];
  const at = Date.now();
  process.kill(victim.pid, signal);
  const successor = await eventually(
    `a new ${role} on port ${victim.port}`,
    () => {
      const now = cluster.processes(role).find((process_) => process_.port === victim.port);
      return now && now.pid !== victim.pid && !gone(now.pid) ? now : null;
    },
    90_000,
  );
  return { role, signal, port: victim.port, at, back: Date.now(), oldPid: victim.pid, newPid: successor.pid };
}
