/**
 * The generated nginx configuration on its own: nginx accepts it, and with no upstream
 * listening it still serves the hashed files from the build folders, sends nothing else from
 * disk (a source map is the shell servers' to refuse), and answers JSON with Retry-After and a
 * request id for /api/ and for pages.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/processes.mjs';
import { writeNginxConfig } from './nginxConfig.mjs';
import { answers, waitUntil } from './ready.mjs';
import { nginxProgram } from './servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runDir = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-nginx-test-'));
let nginx;
let origin;

before(async () => {
  // Ports nobody listens on: each asked for and closed again.
  const [port, shellPort, servicePort] = [await freePort(), await freePort(), await freePort()];
  const conf = writeNginxConfig({ port, shellPorts: [shellPort], servicePorts: [servicePort], runDir });
  execFileSync(nginxProgram(), ['-t', '-q', '-p', runDir, '-c', conf, '-e', path.join(runDir, 'error.log')]);
  nginx = spawn(nginxProgram(), ['-p', runDir, '-c', conf, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  origin = `http://127.0.0.1:${port}`;
  const shellScript = readdirSync(path.join(root, 'shell', 'dist', 'js')).find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
  await waitUntil(() => answers(`${origin}/js/${shellScript}`), nginx, 'nginx', 10_000);
});

after(async () => {
  if (nginx.exitCode === null) {
    nginx.kill('SIGTERM');
    await new Promise((resolve) => nginx.once('exit', resolve));
  }
  rmSync(runDir, { recursive: true, force: true });
});

test("the shell's hashed files come from shell/dist; their source maps never do", async () => {
  const script = readdirSync(path.join(root, 'shell', 'dist', 'js')).find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
  const file = await fetch(`${origin}/js/${script}`);
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(file.headers.get('access-control-allow-origin'), '*');
  assert.equal(file.headers.get('content-type'), 'text/javascript; charset=utf-8', 'the type the Node servers send');
  await file.arrayBuffer();
  const map = await fetch(`${origin}/js/${script}.map`);
  assert.equal(map.status, 503, 'a source map goes to the shell servers (down here), never from disk');
  await map.arrayBuffer();
});

test('with no replica up, /api/ answers JSON 502 with Retry-After and the request id', async () => {
  const response = await fetch(`${origin}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'test-request-1' },
    body: '{}',
  });
  assert.equal(response.status, 502);
  assert.equal(response.headers.get('content-type'), 'application/json');
  assert.equal(response.headers.get('retry-after'), '5');
  assert.equal(response.headers.get('x-request-id'), 'test-request-1');
  assert.deepEqual(await response.json(), {
    error: 'The checkout service is not reachable. Please try again in a moment.',
    code: 'unavailable',
  });
});

test('with no shell server up, a page answers JSON 503 with Retry-After', async () => {
  const response = await fetch(`${origin}/shop`);
  assert.equal(response.status, 503);
  assert.equal(response.headers.get('retry-after'), '5');
  assert.match((await response.json()).error, /temporarily unavailable/);
});
