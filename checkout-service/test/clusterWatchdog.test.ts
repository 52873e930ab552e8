import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The throwaway PostgreSQL of the tests, the bench and `npm run cluster` (test/support/postgres/cluster.js)
 * is stopped and deleted when whoever started it is killed before its own clean-up: a test run
 * stopped with Ctrl-C, or a script killed, leaves no server running.
 */

const CLUSTER_JS = path.join(__dirname, 'support', 'postgres', 'cluster.js');
/** Starts a cluster, says where, and waits to be killed. */
const OWNER = `require(${JSON.stringify(CLUSTER_JS)}).startCluster().then((c) => { console.log(JSON.stringify(c)); setInterval(() => {}, 60_000); });`;

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Checks `condition` every 100 ms until it holds, failing after `timeoutMs`. */
async function eventually(condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('stops the cluster and deletes its folder when its owner is killed with SIGKILL', async () => {
  const owner = spawn(process.execPath, ['-e', OWNER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const started = await new Promise<{ dir: string; port: number }>((resolve, reject) => {
    let out = '';
    owner.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out));
    });
    owner.once('exit', (code) => reject(new Error(`the owner exited with ${code} before starting the cluster`)));
  });
  expect(await answers(started.port)).toBe(true);

  owner.kill('SIGKILL');
  await eventually(async () => !existsSync(started.dir) && !(await answers(started.port)), 20_000);
}, 60_000);
