import { and, gte, lt, lte, sql } from 'drizzle-orm';
import {
  REMOTES,
  routeOwner,
  SITE_ROUTE_PATTERNS,
  VITAL_METRICS,
  type MetricSummary,
  type RemoteName,
  type VitalMetric,
  type VitalsReport,
  type VitalsSummary,
} from 'contract';
import type { Database } from '../store/database';
import { vitalsBuckets, vitalsReports } from '../store/schema';
import { bucketOf, p75Of } from './vitalBuckets';

/** A report's counts are kept under this build when the shell did not know its page's build. */
const UNKNOWN_BUILD = '';

type Counts = Array<{ bucket: number; count: number }>;
type Histograms = Record<VitalMetric, Counts>;

const emptyHistograms = (): Histograms => ({ LCP: [], INP: [], CLS: [], FCP: [], TTFB: [] });
const summaries = (histograms: Histograms) =>
  Object.fromEntries(VITAL_METRICS.map((metric) => [metric, p75Of(metric, histograms[metric])])) as Record<VitalMetric, MetricSummary>;

/** One row of the office's answer as it is summed: its reports and each metric's buckets. */
interface Tally {
  reports: number;
  histograms: Histograms;
}

function tallyIn<K>(tallies: Map<K, Tally>, key: K): Tally {
  let tally = tallies.get(key);
  if (!tally) tallies.set(key, (tally = { reports: 0, histograms: emptyHistograms() }));
  return tally;
}

/**
 * The field measurements (docs/decisions/field-vitals.md): each report adds one to its day's,
 * route's and build's count and one to a bucket of each metric it carries; nothing else of it is
 * kept. Days older than the office's seven are deleted as the first report of a day arrives.
 */
export function createVitalsStore(db: Database) {
  let prunedBefore = '';

  return {
    /** Counts one report on `day` (the farm's, YYYY-MM-DD); `keepFrom` is the oldest day kept. */
    async record(report: VitalsReport, day: string, keepFrom: string): Promise<void> {
      const remote = routeOwner(report.route);
      const build = report.builds?.[remote] ?? UNKNOWN_BUILD;
      const key = { day, route: report.route, remote, build };
      const buckets = VITAL_METRICS.flatMap((metric) => {
        const value = report.metrics[metric];
        return value === undefined ? [] : [{ ...key, metric, bucket: bucketOf(metric, value), count: 1 }];
      });
      await db.transaction(async (tx) => {
        await tx
          .insert(vitalsReports)
          .values({ ...key, reports: 1 })
          .onConflictDoUpdate({
            target: [vitalsReports.day, vitalsReports.route, vitalsReports.remote, vitalsReports.build],
            set: { reports: sql`${vitalsReports.reports} + 1` },
          });
        await tx
          .insert(vitalsBuckets)
          .values(buckets)
          .onConflictDoUpdate({
            target: [
              vitalsBuckets.day,
              vitalsBuckets.route,
              vitalsBuckets.remote,
              vitalsBuckets.build,
              vitalsBuckets.metric,
              vitalsBuckets.bucket,
            ],
            set: { count: sql`${vitalsBuckets.count} + 1` },
          });
      });
      if (prunedBefore !== keepFrom) {
        prunedBefore = keepFrom;
        await db.delete(vitalsBuckets).where(lt(vitalsBuckets.day, keepFrom));
        await db.delete(vitalsReports).where(lt(vitalsReports.day, keepFrom));
      }
    },

    /** The 75th percentiles and counts from `from` to `to` (farm days, both included), by route and by remote build. */
    async summary(from: string, to: string): Promise<VitalsSummary> {
      const days = (column: typeof vitalsReports.day | typeof vitalsBuckets.day) => and(gte(column, from), lte(column, to));
      const [reportRows, bucketRows] = await Promise.all([
        db
          .select({
            route: vitalsReports.route,
            remote: vitalsReports.remote,
            build: vitalsReports.build,
            reports: sql<number>`sum(${vitalsReports.reports})::int`,
          })
          .from(vitalsReports)
          .where(days(vitalsReports.day))
          .groupBy(vitalsReports.route, vitalsReports.remote, vitalsReports.build),
        db
          .select({
            route: vitalsBuckets.route,
            remote: vitalsBuckets.remote,
            build: vitalsBuckets.build,
            metric: vitalsBuckets.metric,
            bucket: vitalsBuckets.bucket,
            count: sql<number>`sum(${vitalsBuckets.count})::int`,
          })
          .from(vitalsBuckets)
          .where(days(vitalsBuckets.day))
          .groupBy(vitalsBuckets.route, vitalsBuckets.remote, vitalsBuckets.build, vitalsBuckets.metric, vitalsBuckets.bucket),
      ]);
      const byRoute = new Map<string, Tally>();
      const byBuild = new Map<string, Tally>();
      const routeKey = (row: { route: string; remote: string }) => JSON.stringify([row.route, row.remote]);
      const buildKey = (row: { remote: string; build: string }) => JSON.stringify([row.remote, row.build]);
      for (const row of reportRows) {
        tallyIn(byRoute, routeKey(row)).reports += row.reports;
        tallyIn(byBuild, buildKey(row)).reports += row.reports;
      }
      for (const row of bucketRows) {
        const counted = { bucket: row.bucket, count: row.count };
        tallyIn(byRoute, routeKey(row)).histograms[row.metric as VitalMetric].push(counted);
        tallyIn(byBuild, buildKey(row)).histograms[row.metric as VitalMetric].push(counted);
      }
      const parsed = <T>(key: string) => JSON.parse(key) as T;
      const routes = [...byRoute].map(([key, tally]) => {
        const [route, remote] = parsed<[string, RemoteName]>(key);
        return { route, remote, reports: tally.reports, metrics: summaries(tally.histograms) };
      });
      const remotes = [...byBuild].map(([key, tally]) => {
        const [remote, build] = parsed<[RemoteName, string]>(key);
        return { remote, build: build === UNKNOWN_BUILD ? null : build, reports: tally.reports, metrics: summaries(tally.histograms) };
      });
      // In the route table's and the topology's order; a remote's builds, most reported first.
      const routeAt = (route: string) => (SITE_ROUTE_PATTERNS as readonly string[]).indexOf(route);
      const remoteAt = (remote: string) => REMOTES.findIndex(({ name }) => name === remote);
      routes.sort((a, b) => routeAt(a.route) - routeAt(b.route));
      remotes.sort((a, b) => remoteAt(a.remote) - remoteAt(b.remote) || b.reports - a.reports);
      return { from, to, routes, remotes };
    },
  };
}

export type VitalsStore = ReturnType<typeof createVitalsStore>;
