/**
 * `npm run chaos` (issue 43; `npm run chaos:short`: a tenth of the load): the cluster of
 * `npm run cluster` under load while things break, then checks that nothing was lost or doubled.
 * It starts the cluster (scripts/cluster/run.mjs) on free ports with an SMTP server of its own,
 * sets counted products' stock, measures throughput with 1, 2 and 3 replicas, checks the shared
 * rate limit, then creates checkout sessions through nginx while a replica is SIGKILLed, a shell
 * server SIGTERMed and PostgreSQL restarted, paying a share of them. It checks idempotency, stock,
 * e-mails and 5xx answers (docs/chaos.md), exits 1 if any check fails, and always stops the cluster.
 */
import { randomBytes } from 'node:crypto';
import { checkServerErrors, tally } from './answers.mjs';
import { checkIdempotency, checkStock, withDatabase } from './checks.mjs';
import { startCluster } from './cluster.mjs';
import { chaosLoad } from './load.mjs';
import { startMailbox } from './mailbox.mjs';
import { awaitDrain, checkMail } from './mailCheck.mjs';
import { checkRateLimit } from './rateLimit.mjs';
import { printReport } from './report.mjs';
import { setStock } from './requests.mjs';
import { provenance } from '../perf/provenance.mjs';
import { measureScaling } from './scaling.mjs';

const short = process.argv.includes('--short');
const options = {
  total: short ? 500 : 5000,
  concurrency: 50,
  limit: 100,
  stock: short ? 40 : 300,
  payShare: 0.2,
  scalingSeconds: short ? 3 : 8,
  // A message whose sender died (or lost PostgreSQL) while sending waits out its lease (5 min, src/mail/sender.ts).
  drainMs: 330_000,
};
const COUNTED = [1, 2, 3, 4];
const UNCOUNTED = [5, 6, 7, 8, 9, 10, 11, 12];
const runId = `chaos-${Date.now().toString(36)}`;
const token = randomBytes(24).toString('hex');

let mailbox;
let cluster;
let exitCode = 1;
const stopOnSignal = () => {
  console.error('chaos: interrupted; stopping the cluster');
  Promise.allSettled([cluster?.stop(), mailbox?.close()]).then(() => {
    process.exit(130);
  });
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

try {
  mailbox = await startMailbox();
  console.log(`chaos: SMTP server at ${mailbox.url}; starting the cluster`);
  cluster = await startCluster({ ADMIN_TOKEN: token, SMTP_URL: mailbox.url, CHECKOUT_RATE_LIMIT: String(options.limit) });
  const { url, databaseUrl } = cluster.state;
  console.log(`chaos: cluster at ${url}; every server's log in ${cluster.logFile}`);
  for (const id of COUNTED) await setStock(url, token, id, { onHand: options.stock, soldOut: false });
  for (const id of UNCOUNTED) await setStock(url, token, id, { onHand: null, soldOut: false });

  console.log('chaos: measuring 1, 2 and 3 replicas');
  const scaling = await measureScaling(cluster, {
    seconds: options.scalingSeconds,
    concurrency: options.concurrency,
    uncounted: UNCOUNTED,
    runId,
  });
  const rateLimit = await checkRateLimit(url, { limit: options.limit, uncounted: UNCOUNTED, runId });

  console.log(`chaos: ${options.total} creations with faults`);
  const loadStart = Date.now();
  const load = await chaosLoad(cluster, { ...options, counted: COUNTED, uncounted: UNCOUNTED, runId });
  const loadMs = Date.now() - loadStart;
  const window = load.faults.find((fault) => fault.role === 'postgres');
  const records = [...scaling.flatMap((phase) => phase.records), ...rateLimit.records, ...load.records];
  const creations = load.records.filter((r) => r.kind === 'create');

  const checks = await withDatabase(databaseUrl, async (db) => {
    const drain = await awaitDrain(db, options.drainMs);
    const { rows } = await db.query('select count(*)::int as n from orders where paid_at is not null');
    return {
      drain,
      list: [
        await checkIdempotency(
          db,
          records.filter((r) => r.kind === 'create'),
        ),
        await checkStock(db, COUNTED, options.stock),
        await checkMail(db, mailbox, rows[0].n, load.faults),
        checkServerErrors(
          records,
          window,
          load.faults.find((fault) => fault.role === 'checkout-service'),
        ),
        rateLimit.check,
        { name: 'faults injected', ok: load.errors.length === 0 && load.faults.length === 3, detail: `${load.faults.length} of 3` },
      ],
    };
  });
  printReport({
    options,
    commit: provenance().commit,
    checks: checks.list,
    faults: load.faults,
    faultErrors: load.errors,
    tallyLines: tally(load.records),
    scaling,
    creations,
    loadMs,
    drain: checks.drain,
  });
  exitCode = checks.list.every((check) => check.ok) ? 0 : 1;
  console.log(exitCode === 0 ? 'chaos: all checks passed' : 'chaos: SOME CHECKS FAILED');
} catch (error) {
  console.error(`chaos: ${error.stack ?? error.message}`);
  if (cluster) console.error(`chaos: the cluster's last output:\n${cluster.output.slice(-4000)}`);
} finally {
  const clusterExit = await cluster?.stop();
  await mailbox?.close();
  if (clusterExit !== undefined && clusterExit !== 0) console.error(`chaos: the cluster exited with code ${clusterExit}`);
}
process.exit(exitCode);
