/** The bench's table: each row next to the baseline (the first row), the proxy's cost, and the composed pages against their targets. */
import { PLAIN_ROW, TARGETS } from './targets.mjs';

const pad = (value, width) => String(value).padStart(width);

export function printReport(rows) {
  const [baseline] = rows;
  console.log(
    `\n${'row'.padEnd(44)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('non-2xx', 9)}${pad('x hello', 9)}`,
  );
  for (const row of rows) {
    const ratio = (row.rps / baseline.rps).toFixed(3);
    console.log(
      `${row.title.padEnd(44)}${pad(row.rps.toFixed(0), 8)}${pad(row.p50, 8)}${pad(row.p99, 8)}${pad(row.errors, 8)}${pad(row.non2xx, 9)}${pad(ratio, 9)}`,
    );
  }
  const direct = rows.find((row) => row.title === 'session creation, PGlite, direct');
  const proxied = rows.find((row) => row.title === 'session creation, PGlite, via shell');
  if (direct && proxied)
    console.log(`\nsession creation through the shell's proxy / direct: ${(proxied.rps / direct.rps).toFixed(2)} of the requests/s`);
  const helloProxied = rows.find((row) => row.title === 'node:http hello via shell proxy');
  if (helloProxied)
    console.log(`hello through the shell's proxy / direct: ${(helloProxied.rps / baseline.rps).toFixed(2)} of the requests/s`);
  const plain = rows.find((row) => row.title === PLAIN_ROW);
  for (const page of rows.filter((row) => row.title.startsWith('page ')))
    if (plain)
      console.log(
        `${page.title} / plain index.html: ${(page.rps / plain.rps).toFixed(2)} of the requests/s (target >= ${TARGETS.composedOverPlain}), p99 ${page.p99} ms (target <= ${TARGETS.composedP99Ms})`,
      );
}
