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
    let busy = false;
    const timer = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        const { rows } = await db.query(
          `select coalesce(wait_event_type || ':' || wait_event, 'running') as wait, count(*)::int as n from pg_stat_activity
           where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid() group by 1`,
        );
        samples++;
        for (const { wait, n } of rows) totals.set(wait, (totals.get(wait) ?? 0) + n);
      } finally {
        busy = false;
      }
    }, EVERY_MS);
    try {
      result = await during();
    } finally {
      clearInterval(timer);
    }
  });
  const waits = [...totals]
    .map(([wait, n]) => [wait, n / Math.max(1, samples)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([wait, average]) => `${wait} ${average.toFixed(1)}`)
    .join(', ');
  return { result, waits };
}
