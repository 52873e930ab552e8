/**
 * The answers' own checks: a 5xx is allowed only as the shop's "unavailable" answer (502/503,
 * JSON with code "unavailable" and Retry-After) and only while PostgreSQL restarts (the window,
 * plus MARGIN_MS after it for the replicas' pools to reconnect); no request may fail without an
 * answer. Also the tally of answers by kind, status and code, and latency percentiles.
 */

/**
 * After PostgreSQL accepts connections again: nginx leaves a replica out for 5 s after it
 * answered 503 (max_fails=1 fail_timeout=5s, deploy/nginx/site.template.conf), and answers 502
 * itself meanwhile; plus 2 s for a request then in flight.
 */
export const MARGIN_MS = 7_000;
/** A request sent this soon after the SIGKILL may still reach the dying replica's open connection. */
const KILL_SLACK_MS = 250;

export const isUnavailableAnswer = (r) =>
  (r.status === 502 || r.status === 503) &&
  r.contentType.startsWith('application/json') &&
  r.json?.code === 'unavailable' &&
  Boolean(r.retryAfter);

/** Whether the request overlapped PostgreSQL's restart `window` (plus the margin). */
const inWindow = (r, window) => Boolean(window) && r.ended >= window.start && r.started <= window.end + MARGIN_MS;

/**
 * Whether the request was in flight on a replica when it was SIGKILLed: nginx tries a POST on
 * another replica only if none received it, so one already sent is answered 502 "unavailable",
 * for the shopper to send again with its key. Any request started after the kill must succeed.
 */
const inFlightAtKill = (r, kill) => Boolean(kill) && r.status === 502 && r.started <= kill.at + KILL_SLACK_MS && r.ended >= kill.at;

/**
 * @param records  every answer of the run
 * @param window  PostgreSQL's restart: { start, end } (ms since the epoch)
 * @param kill  the replica's SIGKILL: { at }
 */
export function checkServerErrors(records, window, kill) {
  const excused = (r) => isUnavailableAnswer(r) && (inWindow(r, window) || inFlightAtKill(r, kill));
  const failed = records.filter((r) => r.status === 0 || r.status >= 500);
  const bad = failed.filter((r) => !excused(r));
  const duringRestart = failed.filter((r) => isUnavailableAnswer(r) && inWindow(r, window));
  const atKill = failed.filter((r) => isUnavailableAnswer(r) && !inWindow(r, window) && inFlightAtKill(r, kill)).length;
  const latest = duringRestart.reduce((most, r) => Math.max(most, r.started - window.end), -Infinity);
  const from = (r) =>
    window ? `${((r.started - window.start) / 1000).toFixed(1)} s from the restart's start` : new Date(r.started).toISOString();
  const describe = (r) => `${r.kind} ${r.status}${r.error ? ` (${r.error})` : ''} ${r.json?.code ?? r.contentType} at ${from(r)}`;
  return {
    name: '5xx only while PostgreSQL restarts',
    ok: bad.length === 0,
    detail:
      `${duringRestart.length} "unavailable" answers (502/503 JSON with Retry-After) in the restart window ` +
      `${window ? `(${((window.end - window.start) / 1000).toFixed(1)} s + ${MARGIN_MS / 1000} s margin; the last one asked ${(latest / 1000).toFixed(1)} s after PostgreSQL was back)` : '(none)'}, ` +
      `${atKill} 502 to requests in flight on the SIGKILLed replica; ` +
      `${bad.length} other 5xx or failed requests${bad.length ? `: ${bad.slice(0, 8).map(describe).join('; ')}` : ''}`,
  };
}

/** "create 200: 4021, create 409 out_of_stock: 300, …" */
export function tally(records) {
  const counts = new Map();
  for (const r of records) {
    const label = `${r.kind} ${r.status}${r.json?.code ? ` ${r.json.code}` : ''}${r.error ? ` ${r.error}` : ''}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([label, n]) => `${label}: ${n}`);
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
