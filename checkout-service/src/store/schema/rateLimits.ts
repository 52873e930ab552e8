import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The per-minute limits' counts, shared by every replica on one PostgreSQL database
 * (src/http/rateCounts.ts, docs/decisions/rate-limit.md): rate-limiter-flexible's own table, in
 * its columns, made by the migrations rather than by the library at start-up. A key is the
 * limit's name and the client address; `expire` is when its minute ends, in ms since the epoch.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
