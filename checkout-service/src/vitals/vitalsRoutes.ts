import Router from '@koa/router';
import type { Middleware } from 'koa';
import { API_PATHS, VITAL_LIMITS, VITAL_METRICS, VitalsReportSchema, type VitalMetric } from 'contract';
import { jsonBody } from '../http/jsonBody';
import { perMinuteLimit } from '../http/rateLimit';
import type { RateCounts } from '../http/rateCounts';
import { parseBody, type Sentences } from '../http/validateBody';
import { dayOf } from '../orders/farmDay';
import type { VitalsStore } from './vitalsStore';

/** A report is a few hundred bytes (VITALS_REPORT_MAX_BYTES in the contract); a larger body is a 413. */
const REPORT_BODY_LIMIT = '2kb';
/** The office's window: today and the six farm days before it. */
const DAYS_SHOWN = 7;
const DAY_MS = 86_400_000;

export const VITALS_RATE_LIMITED = 'Too many field reports from this address; try again in a minute.';

const METRIC_LIST = VITAL_METRICS.join(', ');

/** Each refusal says what a field report must hold (the contract's VitalsReportSchema). */
const REPORT_SENTENCES: Sentences = {
  '': ({ code, key }) =>
    code === 'unrecognized_keys'
      ? `A field report has no field ${key}: it holds route, metrics, connection and builds.`
      : 'A field report must be a JSON object with a route pattern and its metrics.',
  route: () => "route must be a pattern from the site's route table, such as /product/:slug.",
  metrics: ({ code, key }) =>
    code === 'unrecognized_keys'
      ? `${key} is not a metric a field report may carry (${METRIC_LIST}).`
      : `metrics must be an object with at least one of ${METRIC_LIST}.`,
  'metrics.*': ({ path }) => {
    const metric = path.slice('metrics.'.length) as VitalMetric;
    return `${path} must be a number from 0 to ${VITAL_LIMITS[metric]}.`;
  },
  connection: () => 'connection must be one of slow-2g, 2g, 3g or 4g.',
  builds: () => "builds must map a remote's name to its build's name (letters, digits, dots, dashes; at most 64).",
};

export interface VitalsRouteOptions {
  guards: { requireStaff: Middleware };
  /** VITALS_RATE_LIMIT: reports one client address may send a minute. */
  perMinute: number;
  trustedProxies: readonly string[];
  rateCounts: RateCounts;
  timeZone: string;
  now: () => number;
}

/**
 * `POST /api/vitals`: one page view's field report, checked strictly and counted (204), or a 400
 * that stores nothing. `GET /api/staff/vitals`: the office's Field vitals over the last seven farm
 * days (docs/decisions/field-vitals.md).
 */
export function vitalsRoutes(
  vitals: VitalsStore,
  { guards, perMinute, trustedProxies, rateCounts, timeZone, now }: VitalsRouteOptions,
): Router {
  const router = new Router();
  const limit = perMinuteLimit({ name: 'vitals', perMinute, trustedProxies, refusal: VITALS_RATE_LIMITED }, rateCounts);
  const window = () => {
    const at = now();
    return { from: dayOf(new Date(at - (DAYS_SHOWN - 1) * DAY_MS), timeZone), to: dayOf(new Date(at), timeZone) };
  };

  router.post(API_PATHS.vitals, limit, ...jsonBody(REPORT_BODY_LIMIT), async (ctx) => {
    const report = parseBody(VitalsReportSchema, ctx.request.body, REPORT_SENTENCES);
    const { from, to } = window();
    await vitals.record(report, to, from);
    ctx.status = 204;
  });

  router.get(API_PATHS.staffVitals, guards.requireStaff, async (ctx) => {
    const { from, to } = window();
    ctx.body = await vitals.summary(from, to);
  });
  return router;
}
