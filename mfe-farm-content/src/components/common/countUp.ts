/** The count-up's pure maths (2 s, start 0, 0 decimals, comma separator: docs/product.md#counters-and-progress). */
export interface CountUpSettings {
  start: number;
  end: number;
  durationMs: number;
  decimals: number;
  separator: string;
}

export const COUNT_UP_DEFAULTS: Omit<CountUpSettings, 'end'> = {
  start: 0,
  durationMs: 2000,
  decimals: 0,
  separator: ',',
};

/** Ease-out: fast at first, gently settling on the target. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The counter's value `elapsedMs` after it started; exactly `end` once the duration is over. */
export function countValueAt(elapsedMs: number, settings: Pick<CountUpSettings, 'start' | 'end' | 'durationMs'>): number {
  const { start, end, durationMs } = settings;
  if (durationMs <= 0 || elapsedMs >= durationMs) return end;
  const progress = Math.max(0, elapsedMs) / durationMs;
  return start + (end - start) * easeOutCubic(progress);
}

/** Fixed decimals, thousands grouped with `separator` (e.g. 12500 → "12,500"). */
export function formatCount(value: number, settings: Pick<CountUpSettings, 'decimals' | 'separator'>): string {
  const { decimals, separator } = settings;
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}
