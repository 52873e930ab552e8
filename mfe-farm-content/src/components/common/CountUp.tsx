import { useEffect, useState } from 'react';
import { COUNT_UP_DEFAULTS, countValueAt, formatCount, type CountUpSettings } from './countUp';
import { useInView } from './useInView';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface CountUpProps extends Partial<Omit<CountUpSettings, 'end'>> {
  end: number;
  className?: string;
}

/**
 * A number that counts up once it is scrolled into view. Screen readers get the final value only,
 * and visitors who ask for less motion see it straight away.
 */
export function CountUp({ end, className, ...overrides }: CountUpProps) {
  const settings: CountUpSettings = { ...COUNT_UP_DEFAULTS, ...overrides, end };
  const { start, durationMs, decimals, separator } = settings;
  const reducedMotion = usePrefersReducedMotion();
  const [ref, inView] = useInView<HTMLSpanElement>({ threshold: 0, once: true });
  const [value, setValue] = useState(start);

  useEffect(() => {
    if (reducedMotion || !inView) return undefined;
    let frame = 0;
    let startedAt: number | undefined;
    const tick = (now: number) => {
      // The first frame's time starts the count: the same clock as every later frame's.
      startedAt ??= now;
      const next = countValueAt(now - startedAt, { start, end, durationMs });
      setValue(next);
      if (next !== end) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView, reducedMotion, start, end, durationMs]);

  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-testid="count-up">
        {formatCount(reducedMotion ? end : value, { decimals, separator })}
      </span>
      <span className="tv-visually-hidden">{formatCount(end, { decimals, separator })}</span>
    </span>
  );
}
