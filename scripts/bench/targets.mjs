/**
 * The bench's own targets. Issue 42: a page the shell's server composes answers within 25 ms at
 * the 99th percentile, and serves at least half the requests per second of the same server's
 * plain index.html. Issue 43: checkout session creation on one replica, direct, serves at least
 * 900 requests/s with p99 under 100 ms on PostgreSQL, and 350 with p99 under 300 ms on the
 * embedded PGlite. The bench fails when one is missed.
 */
export const TARGETS = { composedP99Ms: 25, composedOverPlain: 0.5 };
export const PLAIN_ROW = 'plain index.html, same server';
export const SESSION_ROWS = {
  pglite: 'session creation, PGlite, direct',
  postgres: 'session creation, PostgreSQL, direct',
};
const SESSION_TARGETS = [
  { title: SESSION_ROWS.postgres, rps: 900, p99Ms: 100 },
  { title: SESSION_ROWS.pglite, rps: 350, p99Ms: 300 },
];

function missedSessionTargets(rows) {
  const missed = [];
  for (const { title, rps, p99Ms } of SESSION_TARGETS) {
    const row = rows.find((r) => r.title === title);
    if (!row) continue;
    if (row.rps < rps) missed.push(`${title}: ${Math.round(row.rps)} requests/s, under ${rps}`);
    if (row.p99 >= p99Ms) missed.push(`${title}: p99 ${row.p99} ms, not under ${p99Ms} ms`);
  }
  return missed;
}
const isComposedPage = (row) => row.title.startsWith('page ') && row.title.includes(' composed');

/** A sentence for each row that misses a target: composed pages next to the plain page's figure, and session creation. */
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
  return [...missed, ...missedSessionTargets(rows)];
}
