/**
 * The chaos load: `total` checkout-session creations through nginx at `concurrency` connections,
 * a tenth repeating an earlier key with its body and address, half of the new ones holding a
 * counted product; the faults start at set shares of the run; a share of the sessions created is
 * paid meanwhile, by a few workers of their own. Answered 502/503, a creation is tried once more
 * with its key afterwards, as a shopper's browser would.
 */
import { restartPostgres, killAndAwaitRestart } from './faults.mjs';
import { addresses, createSession, paySession, pool, sessionBody } from './requests.mjs';

const REPEAT_SHARE = 0.1;
const PAY_WORKERS = 4;

/** A pseudo-random sequence of its own, so a run's mix is the same every time. */
function random(seed) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * The payments: PAY_WORKERS at a time; one answered 5xx (the store away) is tried again after the
 * answer's Retry-After, like a shopper pressing Pay again. `finish()` resolves when none is left.
 */
function payer(url, records) {
  const queue = [];
  const waiting = [];
  let outstanding = 0;
  let closing = false;
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  const add = (job) => {
    queue.push(job);
    wake();
  };
  const worker = async () => {
    for (;;) {
      const job = queue.shift();
      if (!job) {
        if (closing && outstanding === 0) return;
        await new Promise((resolve) => waiting.push(resolve));
        continue;
      }
      outstanding++;
      const record = await paySession(url, job.sessionId, job.address);
      records.push(record);
      if ((record.status >= 500 || record.status === 0) && job.tries < 10) {
        setTimeout(
          () => {
            outstanding--;
            add({ ...job, tries: job.tries + 1 });
          },
          1000 * (Number(record.retryAfter) || 1),
        );
      } else {
        outstanding--;
        wake();
      }
    }
  };
  const workers = Array.from({ length: PAY_WORKERS }, worker);
  return {
    add,
    finish() {
      closing = true;
      wake();
      return Promise.all(workers);
    },
  };
}

export async function chaosLoad(cluster, { total, concurrency, counted, uncounted, payShare, runId }) {
  const url = cluster.state.url;
  const next = random(43);
  const nextAddress = addresses(1, 8);
  const done = [];
  const records = [];
  const faults = [];
  const errors = [];
  const schedule = [
    [0.15, () => killAndAwaitRestart(cluster, 'checkout-service', 'SIGKILL')],
    [0.3, () => killAndAwaitRestart(cluster, 'shell-server', 'SIGTERM')],
    [0.45, () => restartPostgres(cluster).then((window) => ({ role: 'postgres', ...window }))],
  ];
  const started = [];
  const payments = payer(url, records);
  const created = await pool(total, concurrency, async (i) => {
    for (const [share, fault] of schedule) {
      if (i === Math.floor(total * share))
        started.push(
          fault().then(
            (f) => faults.push(f),
            (error) => errors.push(error.message),
          ),
        );
    }
    let request;
    if (done.length > 10 && next() < REPEAT_SHARE) {
      const earlier = done[Math.floor(next() * done.length)];
      request = { key: earlier.key, body: earlier.body, address: earlier.address, repeat: true };
    } else {
      const product = next() < 0.5 ? counted[Math.floor(next() * counted.length)] : null;
      const body = sessionBody(url, i, { counted: product, uncounted: uncounted[Math.floor(next() * uncounted.length)] });
      request = { key: `${runId}-chaos-${i}`, body, address: nextAddress(), repeat: false };
    }
    const record = { ...(await createSession(url, request)), repeat: request.repeat };
    records.push(record);
    done.push(request);
    if (!request.repeat && record.status === 200 && next() < payShare)
      payments.add({ sessionId: record.json.id, address: request.address, tries: 0 });
    return record;
  });
  await Promise.all(started);
  // Those turned away "unavailable", once more with the same key and body after their Retry-After.
  const retried = created.filter((r) => r.status === 502 || r.status === 503).sort((a, b) => a.ended - b.ended);
  for (const record of await pool(retried.length, concurrency, async (i) => {
    const due = retried[i].ended + 1000 * (Number(retried[i].retryAfter) || 1) - Date.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    return createSession(url, retried[i]);
  }))
    records.push({ ...record, repeat: true, retry: true });
  await payments.finish();
  return { records, faults, errors };
}
