/**
 * `npm run cluster` end to end (`npm run test:cluster`): starts scripts/cluster/run.mjs on free
 * ports with its state file in a temporary folder, then through nginx: a page, a remote's hashed
 * script served by nginx itself from the build folder, checkouts that reach the replicas with a
 * request id, a replica killed and started again while checkouts keep succeeding, and a SIGTERM
 * that leaves no process behind. Polls with deadlines, never sleeps for a fixed time.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/processes.mjs';
import { gone } from './watching.mjs';

const require = createRequire(import.meta.url);
const { REMOTE_GATEWAY_PREFIX, REMOTES } = require('../topology.cjs');

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const folder = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-cluster-test-'));
const stateFile = path.join(folder, 'state.json');

let cluster;
let output = '';
let state;

/** Resolves with what `probe()` returns once it is truthy; fails after `timeoutMs`. */
async function eventually(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (cluster.exitCode !== null) assert.fail(`${what}: the cluster exited (code ${cluster.exitCode}):\n${output}`);
    if (Date.now() > deadline) assert.fail(`${what}: not within ${timeoutMs / 1000} s\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readState = () => (existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null);

let attempt = 0;
function checkout(url) {
  const body = JSON.stringify({
    items: [
      { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 },
      { id: 3, title: 'Rainbow Carrots', price: 3.2, thumb: 'carrot.svg', quantity: 1 },
    ],
    success_url: `${url}/checkout/success`,
    cancel_url: `${url}/checkout/cancel`,
  });
  const headers = { 'content-type': 'application/json', 'idempotency-key': `cluster-test-${process.pid}-${++attempt}` };
  return fetch(`${url}/api/create-checkout-session`, { method: 'POST', headers, body });
}

before(async () => {
  const port = await freePort();
  cluster = spawn(process.execPath, [path.join(here, 'run.mjs')], {
    // Every checkout of the test comes from 127.0.0.1: the per-client limit must not refuse them.
    env: { ...process.env, CLUSTER_PORT: String(port), CLUSTER_STATE: stateFile, CHECKOUT_RATE_LIMIT: '100000' },
    // The IPC channel: should the test die without stopping it, the cluster stops itself.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  for (const stream of [cluster.stdout, cluster.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  state = await eventually('the state file', readState, 180_000);
});

after(async () => {
  if (cluster.exitCode === null) {
    cluster.kill('SIGTERM');
    await new Promise((resolve) => cluster.once('exit', resolve));
  }
  rmSync(folder, { recursive: true, force: true });
});

test('a page through nginx is composed by a shell server', async () => {
  const response = await fetch(`${state.url}/`, { headers: { accept: 'text/html' } });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^text\/html/);
  assert.match(await response.text(), /<html/i);
});

test("a remote's hashed script is nginx's own file, cached for a year", async () => {
  const remote = REMOTES[0];
  const js = path.join(root, remote.package, 'dist', 'js');
  const name = readdirSync(js).find((file) => /\.[0-9a-f]{10}\.js$/.test(file) && existsSync(path.join(js, `${file}.gz`)));
  const url = `${state.url}${REMOTE_GATEWAY_PREFIX}${remote.name}/js/${name}`;
  const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.status, 200);
  assert.equal(plain.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  // nginx's ETag for a file on disk is its modification time and size in hex; the Node servers' are hashes.
  const { mtimeMs, size } = statSync(path.join(js, name));
  assert.equal(plain.headers.get('etag'), `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`);
  assert.equal((await plain.arrayBuffer()).byteLength, size);
  // The build's precompressed copy, byte for byte (gzip_static).
  const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gzipped.headers.get('content-encoding'), 'gzip');
  assert.equal(Number(gzipped.headers.get('content-length')), statSync(path.join(js, `${name}.gz`)).size);
  await gzipped.arrayBuffer();
});

test('a checkout through nginx reaches a replica and carries a request id', async () => {
  const response = await checkout(state.url);
  assert.equal(response.status, 200, await response.clone().text());
  assert.match(response.headers.get('x-request-id') ?? '', /^[0-9a-f]{32}$/);
  assert.ok((await response.json()).url);
  const named = await fetch(`${state.url}/api/availability`, { headers: { 'x-request-id': 'from-the-client-1' } });
  assert.equal(named.headers.get('x-request-id'), 'from-the-client-1');
  await named.arrayBuffer();
});

test("each replica and shell server serves its own metrics on loopback, apart from nginx's port", async () => {
  const servers = state.processes.filter((process_) => process_.role === 'checkout-service' || process_.role === 'shell-server');
  assert.equal(servers.length, 5);
  assert.equal(new Set(servers.map((server) => server.metricsPort)).size, 5);
  for (const { role, metricsPort } of servers) {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    assert.match(text, /^http_request_duration_seconds_count\{/m, `${role} on ${metricsPort}`);
  }
  const throughNginx = await fetch(`${state.url}/metrics`);
  assert.notEqual(throughNginx.status, 200);
  await throughNginx.arrayBuffer();
});

test('a killed replica is started again on its port while checkouts keep succeeding', async () => {
  const victim = state.processes.find((process_) => process_.role === 'checkout-service');
  process.kill(victim.pid, 'SIGKILL');
  const statuses = [];
  const restarted = await eventually(
    'a new checkout-service on the same port',
    async () => {
      const response = await checkout(state.url);
      statuses.push(response.status);
      await response.arrayBuffer();
      const now = readState()?.processes.find((process_) => process_.role === 'checkout-service' && process_.port === victim.port);
      return now && now.pid !== victim.pid && !gone(now.pid) ? now : null;
    },
    10_000,
  );
  assert.ok(statuses.length > 0);
  assert.deepEqual(
    statuses.filter((status) => status !== 200),
    [],
  );
  const again = await checkout(state.url);
  assert.equal(again.status, 200);
  await again.arrayBuffer();
  state = readState();
  assert.ok(state.processes.some((process_) => process_.pid === restarted.pid));
});

test('SIGTERM stops every process and removes the state file', async () => {
  const current = readState();
  assert.equal(current.pid, cluster.pid);
  const pids = current.processes.map((process_) => process_.pid);
  cluster.kill('SIGTERM');
  await new Promise((resolve) => (cluster.exitCode !== null ? resolve() : cluster.once('exit', resolve)));
  assert.equal(cluster.exitCode, 0, output);
  assert.equal(existsSync(stateFile), false);
  const deadline = Date.now() + 5_000;
  while (pids.some((pid) => !gone(pid)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(
    pids.filter((pid) => !gone(pid)),
    [],
  );
});
