/**
 * `npm run bench:trace`: one checkout session's queries on PostgreSQL, as the server saw them.
 * Starts a throwaway cluster (the store tests' helper) with every statement logged with its
 * duration, the built checkout-service on it, makes a few warm-up checkouts and then the traced
 * ones, and prints each traced checkout's statements in order with their time, and the totals
 * (statements, time inside PostgreSQL, the WAL it wrote: the database's write cost per order).
 * Issue 43's first step: what one checkout costs (docs/performance-log.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './processes.mjs';
import { SESSION_BODY, SITE } from './sessionRequest.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { startCluster, stopCluster } = require('../../checkout-service/test/support/postgres/cluster.js');
// The service's own PostgreSQL client, to switch the statement log on.
const pg = createRequire(path.join(root, 'checkout-service', 'package.json'))('pg');
const WARM_UP = 5;
const TRACED = 3;

const cluster = await startCluster();
let service;
try {
  service = await startServer(
    path.join(root, 'checkout-service', 'dist', 'server.js'),
    { DATABASE_URL: cluster.url, PAYMENT_PROVIDER: 'local', SITE_ORIGINS: SITE, CHECKOUT_RATE_LIMIT: '1000000' },
    '/healthz',
  );
  const checkout = async (key) => {
    const response = await fetch(`${service.origin}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: SESSION_BODY,
    });
    if (!response.ok) throw new Error(`checkout ${key}: ${response.status} ${await response.text()}`);
  };
  for (let i = 0; i < WARM_UP; i++) await checkout(`warm-${i}`);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`alter system set log_min_duration_statement = 0`);
  await admin.query(`alter system set log_line_prefix = '%m [%p] '`);
  await admin.query(`select pg_reload_conf()`);
  const logFile = path.join(cluster.dir, 'server.log');
  const walPosition = async () => (await admin.query('select pg_current_wal_insert_lsn() as lsn')).rows[0].lsn;
  for (let i = 0; i < TRACED; i++) {
    const before = readFileSync(logFile, 'utf8').length;
    const walBefore = await walPosition();
    const started = performance.now();
    await checkout(`traced-${i}`);
    const elapsed = performance.now() - started;
    const { rows } = await admin.query('select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1)::int as bytes', [walBefore]);
    // One log entry per line that starts with a timestamp (a statement's text may span lines), and a
    // named statement's name may hold colons (the rate limiter's `rate_limits:rlflx-upsert`).
    const statements = readFileSync(logFile, 'utf8')
      .slice(before)
      .split(/\n(?=\d{4}-\d\d-\d\d )/)
      .map((entry) => entry.match(/duration: ([\d.]+) ms\s+(?:statement|execute .*?): ([\s\S]*)/))
      .filter(Boolean)
      .map(([, ms, sql]) => ({ ms: Number(ms), sql: sql.replace(/\s+/g, ' ').trim() }))
      // The trace's own questions about the WAL are not the checkout's.
      .filter(({ sql }) => !sql.includes('wal_insert_lsn'));
    const total = statements.reduce((sum, s) => sum + s.ms, 0);
    console.log(
      `\nCheckout ${i + 1}: ${statements.length} statements, ${total.toFixed(2)} ms in PostgreSQL, ${rows[0].bytes} bytes of WAL, ${elapsed.toFixed(1)} ms end to end`,
    );
    for (const { ms, sql } of statements) console.log(`${ms.toFixed(3).padStart(8)} ms  ${sql.slice(0, 160)}`);
  }
  await admin.end();
} finally {
  await service?.stop();
  stopCluster(cluster);
}
