/**
 * What PostgreSQL's busy sessions wait on while the throughput is measured: pg_stat_activity
 * sampled every 200 ms (a sampler's timer, not a wait), as the average number of sessions per
 * wait event ("advisory lock 21.3, running 2.1"). Many sessions on one lock means the checkouts
 * queue on it, whatever the number of replicas.
 */
import { withDatabase } from './checks.mjs';

const EVERY_MS = 200;

export async function sampleWaits(databaseUrl, during) {
  const totals = new Map();
  let samples = 0;
  let result;
  await withDatabase(databaseUrl, async (db) => {
    // One sample at a time; the last one is awaited before the connection closes, and a failed
    // one fails the measurement (nothing breaks on purpose while it runs).
    let sampling = null;
    let failure = null;
    const timer = setInterval(() => {
      if (sampling) return;
      sampling = db
        .query(
          `select coalesce(wait_event_type || ':' || wait_event, 'running') as wait, count(*)::int as n from pg_stat_activity
           where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid() group by 1`,
        )
        .then(({ rows }) => {
          samples++;
          for (const { wait, n } of rows) totals.set(wait, (totals.get(wait) ?? 0) + n);
        })
        .catch((error) => {
          failure ??= error;
        })
        .finally(() => {
          sampling = null;
        });
    }, EVERY_MS);
    try {
      result = await during();
    } finally {
      clearInterval(timer);
      await sampling;
    }
    if (failure) throw failure;
  });
  const waits = [...totals]
    .map(([wait, n]) => [wait, n / Math.max(1, samples)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([wait, average]) => `${wait} ${average.toFixed(1)}`)
    .join(', ');
  return { result, waits };
}
