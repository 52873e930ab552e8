/**
 * The bench's own targets (issue 42): a page the shell's server composes answers within 25 ms at
 * the 99th percentile, and serves at least half the requests per second of the same server's
 * plain index.html. The bench fails when one is missed.
 */
export const TARGETS = { composedP99Ms: 25, composedOverPlain: 0.5 };
export const PLAIN_ROW = 'plain index.html, same server';
const isComposedPage = (row) => row.title.startsWith('page ') && row.title.includes(' composed');

/** A sentence for each composed page that misses a target, next to the plain page's figure. */
export function missedTargets(rows) {
  const plain = rows.find((row) => row.title === PLAIN_ROW);
  const missed = [];
  for (const row of rows.filter(isComposedPage)) {
    if (row.p99 > TARGETS.composedP99Ms) missed.push(`${row.title}: p99 ${row.p99} ms, over ${TARGETS.composedP99Ms} ms`);
    if (!plain) continue;
    const ratio = row.rps / plain.rps;
    if (ratio < TARGETS.composedOverPlain)
      missed.push(`${row.title}: ${ratio.toFixed(2)}x the plain index.html's requests/s, under ${TARGETS.composedOverPlain}x`);
  }
  if (!plain) missed.push(`no "${PLAIN_ROW}" row to compare the composed pages with`);
  return missed;
}
