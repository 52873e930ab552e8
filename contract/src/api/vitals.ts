import * as z from 'zod/mini';
import { REMOTES, type RemoteName } from '../topology';
import { SITE_ROUTE_PATTERNS } from '../vitals/siteRoutes';

/**
 * Field measurements (docs/decisions/field-vitals.md): what the shell reports of one page view
 * with `web-vitals`, and what the office is answered of the last seven days. A report names its
 * page by route pattern and carries no person, address or URL.
 */

/** The Core Web Vitals and the two paints before them that a report may carry, in the office's order. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * The largest value a report may give each metric: a minute for the timings (ms), 10 for the
 * layout shift score, which no page reaches. A larger one is a broken or forged report, refused.
 */
export const VITAL_LIMITS: Readonly<Record<VitalMetric, number>> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/** The Network Information API's `effectiveType` values: how fast the browser judges its connection. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;

/** A report's JSON is a few hundred bytes; the service refuses one above this. */
export const VITALS_REPORT_MAX_BYTES = 2048;

const RemoteNameSchema = z.enum(REMOTES.map((remote) => remote.name) as [RemoteName, ...RemoteName[]]);

/** A remote build's name: the content hash of its pinned manifest (`mf-manifest.<hash>.json`). */
const BuildSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/));

/** A finite number from 0 to the metric's limit (zod's numbers refuse NaN and ±Infinity). */
const metricValue = (metric: VitalMetric) => z.optional(z.number().check(z.gte(0), z.lte(VITAL_LIMITS[metric])));

const MetricsSchema = z
  .strictObject({
    LCP: metricValue('LCP'),
    INP: metricValue('INP'),
    CLS: metricValue('CLS'),
    FCP: metricValue('FCP'),
    TTFB: metricValue('TTFB'),
  })
  .check(z.refine((metrics) => Object.values(metrics).some((value) => value !== undefined), 'A report needs at least one metric.'));

/**
 * `POST /api/vitals` (answered 204): one page view's measurements, sent once as the page is hidden.
 * `route` is the landing page's pattern from the route table; `builds` the remotes' builds the
 * shell knows the page ran (by federation name).
 */
export const VitalsReportSchema = z.strictObject({
  route: z.enum(SITE_ROUTE_PATTERNS),
  metrics: MetricsSchema,
  connection: z.optional(z.enum(CONNECTION_TYPES)),
  builds: z.optional(z.partialRecord(RemoteNameSchema, BuildSchema)),
});
export type VitalsReport = z.infer<typeof VitalsReportSchema>;

/** One metric over the rows' reports: its 75th percentile (null with no value) and how many values. */
const MetricSummarySchema = z.object({ p75: z.nullable(z.number()), count: z.int() });
export type MetricSummary = z.infer<typeof MetricSummarySchema>;

const MetricSummariesSchema = z.object({
  LCP: MetricSummarySchema,
  INP: MetricSummarySchema,
  CLS: MetricSummarySchema,
  FCP: MetricSummarySchema,
  TTFB: MetricSummarySchema,
});

/**
 * `GET /api/staff/vitals`: the last seven farm days, `from` to `to` (YYYY-MM-DD), by route and
 * by remote build (null: the page's build was not known), each with its number of reports.
 */
export const VitalsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  routes: z.array(z.object({ route: z.string(), remote: RemoteNameSchema, reports: z.int(), metrics: MetricSummariesSchema })),
  remotes: z.array(z.object({ remote: RemoteNameSchema, build: z.nullable(z.string()), reports: z.int(), metrics: MetricSummariesSchema })),
});
export type VitalsSummary = z.infer<typeof VitalsSummarySchema>;
