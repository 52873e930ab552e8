/**
 * `npm run bench`: in one run, on loopback, 50 connections and 10,000 requests per row:
 * a plain node:http hello server (the baseline), the same through the shell's proxy (the proxy's
 * own cost), checkout session creation on the checkout-service
 * with the embedded store and with PostgreSQL, the same through the shell's server, pages composed
 * by the shell's server from the remotes' route tables beside the same server sending its plain
 * index.html, a hashed script from the shell's server, and a remote's hashed script from its host
 * and through the shell's gateway. Prints req/s, p50/p99, errors and non-2xx answers with
 * each row's ratio to the baseline, dated with the commit and the machine's core count, and exits
 * non-zero if any request failed or a row misses its targets (scripts/bench/targets.mjs: a composed
 * page's p99 <= 25 ms and at least 0.5x the plain index.html's requests/s; session creation's
 * requests/s and p99 on each store). Needs the builds
 * (`npm run build`). A benchmark run by hand, not a test of `npm test`. The figures and how to
 * read them: README.md#todays-figures and docs/operations.md#bench.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { provenance } from '../perf/provenance.mjs';
import { CONNECTIONS, REQUESTS, measure } from './load.mjs';
import { startServer } from './processes.mjs';
import { printReport } from './report.mjs';
import { SESSION_BODY, SITE } from './sessionRequest.mjs';
import { missedTargets, PLAIN_ROW, SESSION_ROWS } from './targets.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const { REMOTE_GATEWAY_PREFIX, REMOTES } = require('../topology.cjs');
const { startCluster, stopCluster } = require('../../checkout-service/test/support/postgres/cluster.js');

const serviceEntry = path.join(root, 'checkout-service', 'dist', 'server.js');
const shellDist = path.join(root, 'shell', 'dist');
// The site's two servers, as a host runs them: site-server's commands.
const serveFolder = path.join(root, 'site-server', 'dist', 'serveFolder.js');
const shellServer = path.join(root, 'site-server', 'dist', 'shellServer.js');
for (const needed of [serviceEntry, path.join(shellDist, 'index.html'), serveFolder, shellServer]) {
  if (!existsSync(needed)) {
    console.error(`${path.relative(root, needed)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

let attempt = 0;
/** A new Idempotency-Key per request, as each is a shopper's own attempt; the bench sets its own rate limit. */
const sessionCreation = (origin) => ({
  url: `${origin}/api/create-checkout-session`,
  requests: [
    {
      method: 'POST',
      body: SESSION_BODY,
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${++attempt}` },
      }),
    },
  ],
});

const PRODUCT_PAGE = '/product/heirloom-tomatoes';

// The local provider: the bench measures the service, not Stripe, and the service never picks one by itself.
const serviceEnv = { SITE_ORIGINS: SITE, CHECKOUT_RATE_LIMIT: '1000000000', PAYMENT_PROVIDER: 'local' };
const startService = (env) => startServer(serviceEntry, { ...serviceEnv, ...env }, '/healthz');
const hashedScript = `js/${readdirSync(path.join(shellDist, 'js')).find((file) => /\.[0-9a-f]{10}\.js$/.test(file))}`;

const cleanups = [];
const rows = [];
const { measuredAt, commit, uncommittedChanges, cores } = provenance();
try {
  console.log(
    `Bench: ${CONNECTIONS} connections, ${REQUESTS} requests per row, loopback only, on ${cores} cores (os.availableParallelism()), ` +
      `${measuredAt} at commit ${commit}${uncommittedChanges ? ' with uncommitted changes' : ''}\n`,
  );
  const hello = await startServer(path.join(here, 'helloServer.mjs'), {});
  cleanups.push(hello.stop);
  rows.push(await measure('node:http hello (baseline)', { url: `${hello.origin}/` }));
  // The proxy's own cost: the same hello answer, asked for through the shell's /api proxy.
  const helloBehindShell = await startServer(shellServer, { CHECKOUT_SERVICE_URL: hello.origin }, '/remotes.json');
  cleanups.push(helloBehindShell.stop);
  rows.push(await measure('node:http hello via shell proxy', { url: `${helloBehindShell.origin}/api/hello` }));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const embedded = await startService({ DATA_DIR: dataDir });
  cleanups.push(embedded.stop);
  rows.push(await measure(SESSION_ROWS.pglite, sessionCreation(embedded.origin)));

  // Each remote's build on a host of its own, as the shell's server reads their route tables and fragments.
  const hosts = {};
  for (const remote of REMOTES) {
    hosts[remote.name] = await startServer(serveFolder, {}, '/mf-manifest.json', [path.join(root, remote.package, 'dist'), '{port}']);
    cleanups.push(hosts[remote.name].stop);
  }
  const remotes = Object.fromEntries(Object.entries(hosts).map(([name, host]) => [name, { entry: `${host.origin}/mf-manifest.json` }]));
  const shell = await startServer(
    shellServer,
    { CHECKOUT_SERVICE_URL: embedded.origin, REMOTES_JSON: JSON.stringify({ remotes }) },
    '/remotes.json',
  );
  cleanups.push(shell.stop);
  rows.push(await measure('session creation, PGlite, via shell', sessionCreation(shell.origin)));
  // As a browser asks for a page: HTML, compressed. The plain index.html is the same server's static file.
  const asBrowser = (pathname) => ({ url: `${shell.origin}${pathname}`, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  rows.push(await measure('page / composed via shell', asBrowser('/')));
  rows.push(await measure(`page ${PRODUCT_PAGE} composed via shell`, asBrowser(PRODUCT_PAGE)));
  rows.push(await measure(PLAIN_ROW, asBrowser('/index.html')));
  rows.push(await measure(`script /${hashedScript} via shell`, { url: `${shell.origin}/${hashedScript}` }));
  // What the shell's gateway costs a remote's file: the same hashed script from its host, and through the shell.
  const [remote] = REMOTES;
  const remoteScript = `js/${readdirSync(path.join(root, remote.package, 'dist', 'js')).find((file) => /\.[0-9a-f]{10}\.js$/.test(file))}`;
  const asScript = (url) => ({ url, headers: { 'accept-encoding': 'br, gzip' } });
  rows.push(
    await measure(`${remote.name} script /${remoteScript} from its host`, asScript(`${hosts[remote.name].origin}/${remoteScript}`)),
  );
  rows.push(
    await measure(
      `${remote.name} script via the shell's gateway`,
      asScript(`${shell.origin}${REMOTE_GATEWAY_PREFIX}${remote.name}/${remoteScript}`),
    ),
  );

  let cluster;
  try {
    cluster = await startCluster();
  } catch (error) {
    console.log(`  session creation, PostgreSQL: skipped (${error.message.split('\n')[0]})`);
  }
  if (cluster) {
    cleanups.push(async () => stopCluster(cluster));
    const onPostgres = await startService({ DATABASE_URL: cluster.url });
    cleanups.push(onPostgres.stop);
    rows.push(await measure(SESSION_ROWS.postgres, sessionCreation(onPostgres.origin)));
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

printReport(rows);
if (rows.some((row) => row.errors > 0 || row.non2xx > 0)) {
  console.error('\nSome requests failed (errors or non-2xx answers): the figures above do not count.');
  process.exitCode = 1;
}
const missed = missedTargets(rows);
if (missed.length) {
  console.error(`\nRows missed their targets on this machine (${cores} cores):\n  ${missed.join('\n  ')}`);
  process.exitCode = 1;
}
