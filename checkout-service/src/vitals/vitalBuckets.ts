import { type MetricSummary, type VitalMetric } from 'contract';

/**
 * The fixed histogram each metric's values are counted in (docs/decisions/field-vitals.md): a
 * bucket is named by its upper edge, in ms for the timings and in thousandths for CLS, so a day's
 * counts add up with any other day's and the 75th percentile is read from the sums. Narrow where
 * the thresholds are, wider above: the percentile is at most one bucket above the true value.
 */
type Steps = ReadonlyArray<readonly [upTo: number, width: number]>;

/** 10 ms up to 1 s (LCP's and INP's thresholds are 2.5 s and 200 ms), 50 ms up to 5 s, 500 ms up to a minute. */
const TIMING_STEPS: Steps = [
  [1_000, 10],
  [5_000, 50],
  [60_000, 500],
];
/** CLS in thousandths: 0.001 up to 0.25 (its thresholds are 0.1 and 0.25), 0.01 up to 1, 0.1 up to 10. */
const CLS_STEPS: Steps = [
  [250, 1],
  [1_000, 10],
  [10_000, 100],
];

const stepsOf = (metric: VitalMetric) => (metric === 'CLS' ? CLS_STEPS : TIMING_STEPS);

/** CLS is counted in thousandths, rounded first so that 0.012 is 12, not 12.000000000000002. */
const toUnits = (metric: VitalMetric, value: number) => (metric === 'CLS' ? Math.round(value * 1e6) / 1e3 : value);

/** The upper edge of the bucket a value falls in (the contract has bounded it to the last step). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const units = toUnits(metric, value);
  let from = 0;
  for (const [upTo, width] of stepsOf(metric)) {
    if (units <= upTo) return from + Math.ceil((units - from) / width) * width;
    from = upTo;
  }
  return from;
}

/**
 * The 75th percentile of the counted values (nearest rank: the value a quarter of them are above,
 * as CrUX reads it), as its bucket's upper edge in the metric's own unit; null with no values.
 */
export function p75Of(metric: VitalMetric, counts: ReadonlyArray<{ bucket: number; count: number }>): MetricSummary {
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return { p75: null, count: 0 };
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  const sorted = [...counts].sort((a, b) => a.bucket - b.bucket);
  const at = sorted.find(({ count }) => (seen += count) >= rank) ?? sorted[sorted.length - 1];
  return { p75: metric === 'CLS' ? at.bucket / 1000 : at.bucket, count: total };
}
