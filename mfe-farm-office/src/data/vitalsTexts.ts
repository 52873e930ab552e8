import type { VitalMetric } from 'contract';

/** The Field vitals page (docs/product.md#field-vitals). */
export const VITALS_TEXTS = {
  title: 'Field vitals',
  description:
    'How fast the site is for real shoppers: the 75th percentile of each measure over the last seven days, by page and by remote build.',
  intro:
    'Measured in shoppers’ own browsers. Each figure is the 75th percentile over the last seven days: a quarter of page views were slower. Good is at most 2.5 s for LCP, 200 ms for INP, 0.1 for CLS, 1.8 s for FCP and 0.8 s for TTFB.',
  loading: 'Loading the field vitals…',
  none: 'No page view has been reported in the last seven days.',
  byRoute: 'By page',
  byRemote: 'By remote build',
  /** The tables' captions, with the days they cover. */
  routeCaption: (from: string, to: string) => `Field vitals by page, ${from} to ${to}`,
  remoteCaption: (from: string, to: string) => `Field vitals by remote build, ${from} to ${to}`,
  columns: { route: 'Page', remote: 'Remote', build: 'Build', reports: 'Reports' },
  /** A page's build the shell could not tell (its HTML was not the server's). */
  unknownBuild: 'not known',
  /** A measure with no value among the reports (INP needs a tap or a key). */
  noValue: 'none',
} as const;

/** The measures in the tables' order, each with its column's name. */
export const VITAL_COLUMNS: ReadonlyArray<{ metric: VitalMetric; name: string }> = [
  { metric: 'LCP', name: 'LCP' },
  { metric: 'INP', name: 'INP' },
  { metric: 'CLS', name: 'CLS' },
  { metric: 'FCP', name: 'FCP' },
  { metric: 'TTFB', name: 'TTFB' },
];
