import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { VITAL_METRICS } from 'contract';
import { inList } from './columns';

/**
 * The shoppers' field measurements (docs/decisions/field-vitals.md), counted, never kept one by one:
 * no address, no URL, no time finer than the farm's day. `build` is a remote build's name, or ''
 * when the page's build was not known (a key column cannot be null).
 */

/** How many page views reported, by farm day, route pattern and the route's remote build. */
export const vitalsReports = pgTable(
  'vitals_reports',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    remote: text('remote').notNull(),
    build: text('build').notNull(),
    reports: integer('reports').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.remote, table.build] })],
);

/**
 * Each metric's values in fixed histogram buckets (src/vitals/vitalBuckets.ts): `bucket` is the
 * bucket's upper edge in ms (CLS in thousandths), `count` how many values fell in it.
 */
export const vitalsBuckets = pgTable(
  'vitals_buckets',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    remote: text('remote').notNull(),
    build: text('build').notNull(),
    metric: text('metric').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.route, table.remote, table.build, table.metric, table.bucket] }),
    check('vitals_buckets_metric', inList('metric', VITAL_METRICS)),
    check('vitals_buckets_count_positive', sql`${table.count} > 0`),
  ],
);
