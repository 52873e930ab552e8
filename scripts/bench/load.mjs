/** One measured row: a fixed number of requests at a fixed concurrency, with autocannon (docs/decisions/bench-tool.md). */
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const WARM_UP_REQUESTS = 1_000;

/**
 * @param {string} title
 * @param {import('autocannon').Options} options
 * @returns {Promise<{ title: string, rps: number, p50: number, p99: number, errors: number, non2xx: number }>}
 */
export async function measure(title, options) {
  process.stdout.write(`  ${title} ... `);
  // Unreported warm-up, so the row measures the server rather than its JIT and first connections.
  await run({ ...options, amount: WARM_UP_REQUESTS });
  const { result, seconds } = await run(options);
  const row = {
    title,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  process.stdout.write(`${row.rps.toFixed(0)} req/s\n`);
  return row;
}

/**
 * Runs autocannon and times the requests from the first sent to the last answer: autocannon
 * finishes on its one-second tick, so its own duration would round a fast row up to whole seconds.
 */
function run(options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon({ connections: CONNECTIONS, amount: REQUESTS, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve({ result, seconds: (lastAnswer - started) / 1000 }),
    );
    instance.on('response', () => (lastAnswer = performance.now()));
  });
}
