/** The figures `npm run perf` reports from repeated runs. */

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `--runs N` from the command line (a whole number of at least 1), else `fallback`. */
export function runsOption(argv, fallback) {
  const at = argv.indexOf('--runs');
  if (at === -1) return fallback;
  const runs = Number(argv[at + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number of at least 1, not "${argv[at + 1] ?? ''}".`);
  return runs;
}
