import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the helper is the CommonJS file jest's global set-up uses
const { startCluster, stopCluster } = require('./support/postgres/cluster.js');

/**
 * The throwaway PostgreSQL of the tests, the bench and `npm run cluster` (test/support/postgres/cluster.js)
 * has a watchdog holding a pipe from its owner. An owner killed before its own clean-up (a test run
 * stopped with Ctrl-C, a script killed) closes that pipe without a word: the watchdog then stops
 * the server and deletes its folder. An owner that stopped the cluster itself says so first.
 */

interface Cluster {
  dir: string;
  port: number;
  watchdog: ChildProcess;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve));

it('stops the cluster and deletes its folder when its owner is gone without stopping it', async () => {
  const cluster: Cluster = await startCluster();
  expect(await answers(cluster.port)).toBe(true);
  const done = exited(cluster.watchdog);

  // What the system does to the pipe when its owner dies, SIGKILL included.
  cluster.watchdog.stdin!.destroy();

  expect(await done).toBe(0);
  expect(existsSync(cluster.dir)).toBe(false);
  expect(await answers(cluster.port)).toBe(false);
}, 60_000);

it('leaves alone a cluster its owner stopped, and ends', async () => {
  const cluster: Cluster = await startCluster();
  const done = exited(cluster.watchdog);
  stopCluster(cluster);
  expect(await done).toBe(0);
  expect(existsSync(cluster.dir)).toBe(false);
}, 60_000);
