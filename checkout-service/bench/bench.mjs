/**
 * `npm run bench`: load on POST /api/create-checkout-session of the built service (Stripe provider,
 * pointed at a local stand-in for Stripe's API), next to a plain Koa hello-world measured in the
 * same run, reported as requests/s, p99 latency and their ratio. Loopback only; bounded in time.
 * Not part of the test suite. BENCH_SECONDS and BENCH_CONNECTIONS tune it.
 */
import { fork, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { startStripeStandIn } = require('../test/support/stripeStandIn.js');

const here = path.dirname(fileURLToPath(import.meta.url));
const serviceDir = path.resolve(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SITE = 'http://localhost:3000';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHttp(url, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startProcess(file, env) {
  const child = fork(file, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return child;
}

function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function load(title, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    process.stdout.write(`  ${title}: ${seconds} s, ${connections} connections ... `);
    instance.on('done', () => process.stdout.write('done\n'));
  });
}

const summary = (result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  ok: result['2xx'],
  other: result.non2xx + result.errors + result.timeouts,
});

if (!existsSync(path.join(serviceDir, 'dist/server.js'))) {
  console.log('Building the service first ...');
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: serviceDir, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const standIn = await startStripeStandIn();
const [helloPort, servicePort] = [await freePort(), await freePort()];
const hello = startProcess(path.join(here, 'helloServer.mjs'), { PORT: String(helloPort) });
const service = startProcess(path.join(serviceDir, 'dist/server.js'), {
  PORT: String(servicePort),
  SITE_ORIGINS: SITE,
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_API_HOST: standIn.host,
  STRIPE_API_PORT: String(standIn.port),
  STRIPE_API_PROTOCOL: 'http',
});

try {
  await Promise.all([waitForHttp(`http://127.0.0.1:${helloPort}/`), waitForHttp(`http://127.0.0.1:${servicePort}/healthz`)]);
  const body = JSON.stringify({
    items: [
      { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 },
      { id: 3, title: 'Rainbow Carrots', price: 3.2, thumb: 'carrot.svg', quantity: 1 },
    ],
    success_url: `${SITE}/checkout/success`,
    cancel_url: `${SITE}/checkout/cancel`,
  });
  console.log(`Benchmark (loopback only; ${seconds} s per target)`);
  const baseline = summary(await load('Koa hello-world', { url: `http://127.0.0.1:${helloPort}/` }));
  let attempt = 0;
  const checkout = summary(
    await load('create-checkout-session', {
      url: `http://127.0.0.1:${servicePort}/api/create-checkout-session`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      // One idempotency key per request, as one browser attempt each.
      setupClient: (client) => {
        const nextKey = () => client.setHeaders({ 'content-type': 'application/json', 'idempotency-key': `bench-${++attempt}` });
        nextKey();
        client.on('response', nextKey);
      },
    }),
  );

  const row = (name, r) => `${name.padEnd(26)} ${r.rps.toFixed(0).padStart(8)} ${`${r.p99} ms`.padStart(9)} ${String(r.ok).padStart(8)} ${String(r.other).padStart(7)}`;
  console.log(`\n${'target'.padEnd(26)} ${'req/s'.padStart(8)} ${'p99'.padStart(9)} ${'2xx'.padStart(8)} ${'other'.padStart(7)}`);
  console.log(row('Koa hello-world', baseline));
  console.log(row('create-checkout-session', checkout));
  console.log(`\nratio (checkout / hello-world): ${(checkout.rps / baseline.rps).toFixed(2)}x requests/s, ${(checkout.p99 / Math.max(baseline.p99, 1)).toFixed(2)}x p99`);
  console.log(`Stripe stand-in received ${standIn.requests.length} session creates.`);
  if (checkout.other > 0) process.exitCode = 1;
} finally {
  await Promise.all([stopProcess(hello), stopProcess(service)]);
  await standIn.close();
}
