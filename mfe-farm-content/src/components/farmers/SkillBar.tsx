import { useEffect, useId, useRef } from 'react';
import { useInView } from '../common/useInView';
import type { SkillProgress } from '../../data/farmers';

/** Skill bars fill once the bar is fully visible (docs/product.md#counters-and-progress). */
const SKILL_VISIBILITY = 1;

/** One skill with its percentage; the bar fills to `end` the first time it is fully in view. */
export function SkillBar({ skill }: { skill: SkillProgress }) {
  const [ref, inView] = useInView<HTMLDivElement>({ threshold: SKILL_VISIBILITY, once: true });
  const labelId = useId();
  const fill = useRef<HTMLDivElement>(null);
  // Set through the CSSOM rather than a style attribute: the page's HTML carries no inline styles,
  // which the Content-Security-Policy refuses (docs/architecture.md#static-server).
  useEffect(() => {
    if (fill.current) fill.current.style.width = inView ? `${skill.end}%` : '';
  }, [inView, skill.end]);
  return (
    <div className="farm-skill" ref={ref}>
      <div className="farm-skill__head">
        <span id={labelId} className="farm-skill__title">
          {skill.title}
        </span>
        <span className="farm-skill__value" aria-hidden="true">
          {skill.end}%
        </span>
      </div>
      <div
        className="farm-skill__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={skill.end}
      >
        <div ref={fill} className="farm-skill__fill" data-filled={inView || undefined} />
      </div>
    </div>
  );
}
