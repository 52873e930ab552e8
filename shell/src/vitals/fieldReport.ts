import { matchPath } from 'react-router-dom';
import {
  CONNECTION_TYPES,
  SITE_ROUTE_PATTERNS,
  VITAL_LIMITS,
  VITAL_METRICS,
  type SiteRoutePattern,
  type VitalMetric,
  type VitalsReport,
} from 'contract';
import type { ServerPageState } from 'shared';

/** What the shell saw of one page view, as the page is hidden. */
export interface PageView {
  /** The landing page's path: only its route pattern leaves the browser. */
  pathname: string;
  /** The latest value `web-vitals` gave of each metric. */
  metrics: Partial<Record<VitalMetric, number>>;
  /** `navigator.connection.effectiveType`, where the browser tells it. */
  connection: string | undefined;
  /** What the shell's server said of the page's HTML: its remote's pinned build. */
  serverPage: ServerPageState | null;
}

/** The route table's pattern of a path (`/product/:slug` for `/product/heirloom-tomatoes`), or null: a 404's. */
export function routePatternOf(pathname: string): SiteRoutePattern | null {
  return SITE_ROUTE_PATTERNS.find((path) => matchPath({ path, end: true }, pathname) !== null) ?? null;
}

/** A build's name: the content hash its pinned manifest is named by (`mf-manifest.<hash>.json`). */
const PINNED_MANIFEST = /mf-manifest\.([0-9a-f]{8,64})\.json$/;

const withinBounds = (metric: VitalMetric, value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0 && value <= VITAL_LIMITS[metric];

/**
 * The field report of a page view (the contract's VitalsReport): its route pattern, never its
 * URL, id or query; the metrics the service would take (a value out of bounds is dropped, not
 * sent to be refused); the connection type; and the build of the page's remote when the server's
 * HTML named it. Null for a page outside the route table or with nothing measured.
 */
export function fieldReport({ pathname, metrics, connection, serverPage }: PageView): VitalsReport | null {
  const route = routePatternOf(pathname);
  const measured = VITAL_METRICS.filter((metric) => withinBounds(metric, metrics[metric]));
  if (!route || measured.length === 0) return null;
  const report: VitalsReport = { route, metrics: Object.fromEntries(measured.map((metric) => [metric, metrics[metric]])) };
  const known = CONNECTION_TYPES.find((type) => type === connection);
  if (known) report.connection = known;
  const build = serverPage?.kind === 'remote' ? PINNED_MANIFEST.exec(serverPage.manifest)?.[1] : undefined;
  if (serverPage?.kind === 'remote' && build) report.builds = { [serverPage.remote]: build };
  return report;
}
