import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';

const WINDOW_S = 60;

/** Each per-minute limit's name: the prefix of its counts' keys, the same in every replica. */
export type LimitName =
  'sessions' | 'lookups' | 'vitals' | 'contact' | 'box-requests' | 'comments' | 'newsletter' | 'newsletter-links' | 'unsubscribe';

/**
 * Where the per-minute limits count (docs/decisions/rate-limit.md): rate-limiter-flexible's
 * counters, in PostgreSQL when the service runs on it, so any number of replicas share one count
 * per client address; in this process's memory on the embedded store, which one process owns.
 */
export interface RateCounts {
  counter(name: LimitName, perMinute: number): RateLimiterAbstract;
}

export const memoryCounts = (): RateCounts => ({
  counter: (name, perMinute) => new RateLimiterMemory({ keyPrefix: name, points: perMinute, duration: WINDOW_S }),
});

/**
 * Counts in the `rate_limits` table (src/store/schema/rateLimits.ts, made by the migrations). A
 * count the database cannot answer falls back to this process's memory for that request
 * (`insuranceLimiter`), so an outage of the store neither opens the limit nor refuses everyone.
 */
export const postgresCounts = (pool: pg.Pool): RateCounts => ({
  counter: (name, perMinute) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: name,
      points: perMinute,
      duration: WINDOW_S,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: perMinute, duration: WINDOW_S }),
    }),
});
