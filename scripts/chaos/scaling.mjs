/**
 * Throughput with 1, 2 and 3 replicas, measured in the same run before the chaos: for a fixed
 * time, 50 connections create checkout sessions of uncounted produce (no stock to run out),
 * spread by this client over the first 1, 2 or 3 replicas' own ports (nginx bypassed, so no
 * replica has to be stopped: the cluster would start it again), then over all three through nginx.
 * Each address is used a bounded number of times, far below the rate limit.
 */
import { percentile } from './answers.mjs';
import { cpuShares, cpuSnapshot } from './cpu.mjs';
import { sampleWaits } from './waits.mjs';
import { addresses, createSession, sessionBody } from './requests.mjs';

/** Runs `task()` with `concurrency` workers until `ms` have passed; resolves with every result. */
async function poolFor(ms, concurrency, task) {
  const results = [];
  const until = Date.now() + ms;
  const worker = async () => {
    while (Date.now() < until) results.push(await task(results.length));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

async function phase(cluster, label, origins, { seconds, concurrency, uncounted, runId, block }) {
  const nextAddress = addresses(block, 20);
  let n = 0;
  const started = performance.now();
  const cpuBefore = cpuSnapshot(cluster);
  const { result: records, waits } = await sampleWaits(cluster.state.databaseUrl, () =>
    poolFor(seconds * 1000, concurrency, () => {
      const i = n++;
      const origin = origins[i % origins.length];
      // The return URLs must be the site's (the cluster's nginx), wherever the request is sent.
      return createSession(origin, {
        key: `${runId}-scale-${block}-${i}`,
        body: sessionBody(origins.site, i, { uncounted: uncounted[i % uncounted.length] }),
        address: nextAddress(),
      });
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cores = cpuShares(cpuBefore, cpuSnapshot(cluster));
  const ok = records.filter((r) => r.status === 200);
  return {
    label,
    requests: records.length,
    ok: ok.length,
    perSecond: ok.length / elapsed,
    p50: percentile(
      ok.map((r) => r.ms),
      50,
    ),
    p99: percentile(
      ok.map((r) => r.ms),
      99,
    ),
    cores,
    waits,
    records,
  };
}

export async function measureScaling(cluster, options) {
  const site = cluster.state.url;
  const ports = cluster
    .processes('checkout-service')
    .map((p) => p.port)
    .sort((a, b) => a - b);
  const results = [];
  for (const count of [1, 2, 3]) {
    const origins = Object.assign(
      ports.slice(0, count).map((port) => `http://127.0.0.1:${port}`),
      { site },
    );
    results.push(await phase(cluster, `${count} replica${count > 1 ? 's' : ''} (direct)`, origins, { ...options, block: 100 + count }));
  }
  results.push(await phase(cluster, '3 replicas through nginx', Object.assign([site], { site }), { ...options, block: 104 }));
  return results;
}
