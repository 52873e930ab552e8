/**
 * The cluster under test: scripts/cluster/run.mjs started as a child process on a free port with
 * its state file in a temporary folder (as scripts/cluster/cluster.test.mjs does), its output kept
 * for the report, and stopped with SIGTERM. It waits with `eventually()` (a poll with a deadline, never a fixed sleep).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/processes.mjs';
import { eventually } from '../cluster/watching.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(here, '..', 'cluster', 'run.mjs');

/** Starts the cluster with `env` added to this process's environment; resolves once its state file exists. */
export async function startCluster(env) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-chaos-'));
  const stateFile = path.join(folder, 'state.json');
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, CLUSTER_PORT: String(port), CLUSTER_STATE: stateFile },
    // The IPC channel: should this run die without stopping it, the cluster stops itself.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  // Every server's JSON lines, kept whole for after the run (the report names the file): what a
  // check's failure is traced by, through the request ids (docs/operations.md#logs).
  const logFile = path.join(os.tmpdir(), `terra-verde-chaos-${process.pid}.log`);
  const log = createWriteStream(logFile);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => (output = (output + chunk).slice(-40_000)));
    stream.pipe(log);
  }
  const readState = () => (existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null);
  const cluster = {
    child,
    logFile,
    readState,
    get output() {
      return output;
    },
    /** The live processes of one role, from the state file as it is now. */
    processes: (role) => (readState()?.processes ?? []).filter((process_) => process_.role === role),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
      return child.exitCode;
    },
  };
  try {
    cluster.state = await eventually(
      'the cluster state file',
      () => {
        if (child.exitCode !== null) throw new Error(`the cluster exited (code ${child.exitCode}):\n${output}`);
        return readState();
      },
      240_000,
    );
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
