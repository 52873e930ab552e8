import { useEffect, useState } from 'react';
import { RING_STEP_INTERVAL_MS, RING_VISIBILITY_THRESHOLD, nextRingValue, ringDashOffset } from './progressRing';
import { useInView } from './useInView';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './progressRing.css';

export interface ProgressRingProps {
  title: string;
  /** Target percentage. */
  end: number;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular gauge that fills in steps while at least half of it is on screen. */
export function ProgressRing({ title, end }: ProgressRingProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [ref, halfVisible] = useInView<HTMLDivElement>({ threshold: RING_VISIBILITY_THRESHOLD });
  const [value, setValue] = useState(0);
  const shown = reducedMotion ? end : value;

  useEffect(() => {
    if (reducedMotion || !halfVisible || value >= end) return undefined;
    const timer = window.setTimeout(() => setValue((current) => nextRingValue(current, end)), RING_STEP_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [reducedMotion, halfVisible, value, end]);

  return (
    <div ref={ref} className="farm-ring">
      <div className="farm-ring__gauge" role="progressbar" aria-label={title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={end}>
        <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
          <circle className="farm-ring__track" cx="60" cy="60" r={RADIUS} />
          <circle
            className="farm-ring__bar"
            cx="60"
            cy="60"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={ringDashOffset(shown, CIRCUMFERENCE)}
          />
        </svg>
        <span className="farm-ring__value" aria-hidden="true" data-testid="ring-value">
          {shown}%
        </span>
      </div>
      <h3 className="farm-ring__title">{title}</h3>
    </div>
  );
}
