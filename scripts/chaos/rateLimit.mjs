/**
 * The shared per-minute limit, through nginx: one client address sends more checkouts than
 * CHECKOUT_RATE_LIMIT, a few at a time, so nginx spreads them over the three replicas. The limit
 * counts in PostgreSQL for all of them: exactly `limit` get through and the rest get 429, not
 * three times the limit (each replica counting alone).
 */
import { createSession, pool, sessionBody } from './requests.mjs';

export async function checkRateLimit(url, { limit, uncounted, runId }) {
  const address = '10.250.0.1';
  const extra = 10;
  const records = await pool(limit + extra, 6, (i) =>
    createSession(url, {
      key: `${runId}-limit-${i}`,
      body: sessionBody(url, i, { uncounted: uncounted[i % uncounted.length] }),
      address,
    }),
  );
  const refused = records.filter((r) => r.status === 429);
  const passed = records.filter((r) => r.status !== 429);
  const withRetryAfter = refused.filter((r) => Number(r.retryAfter) >= 1).length;
  const ok =
    passed.length === limit && refused.length === extra && withRetryAfter === refused.length && passed.every((r) => r.status === 200);
  return {
    check: {
      name: 'rate limit shared by the replicas',
      ok,
      detail: `one address, ${limit + extra} checkouts through nginx: ${passed.length} passed (limit ${limit}), ${refused.length} got 429 (${withRetryAfter} with Retry-After)${passed.every((r) => r.status === 200) ? '' : `; statuses ${[...new Set(passed.map((r) => r.status))].join(',')}`}`,
    },
    records,
  };
}
