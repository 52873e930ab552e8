import { FaArrowUp } from 'react-icons/fa6';
import { earlyTap } from '../startup/frameMarkers';
import { useScrolledPast, useScrollProgress } from './scrollPosition';

/** Shown after 100 px of scrolling, 50 px across (docs/product.md#scroll-to-top-button). */
const SCROLL_TOP_OFFSET_PX = 100;
const SIZE = 50;
const RADIUS = 23;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Floating button back to the top, with a ring showing how far down the page is. */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_OFFSET_PX);
  const progress = useScrollProgress();
  return (
    <button
      type="button"
      className={`tv-round-icon shell-scroll-top${visible ? ' is-visible' : ''}`}
      aria-label="Scroll to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      {...earlyTap('scroll-top')}
    >
      <svg width={SIZE} height={SIZE} viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle cx="25" cy="25" r={RADIUS} fill="none" stroke="#E3E1D6" strokeWidth="3" />
        <circle
          cx="25"
          cy="25"
          r={RADIUS}
          fill="none"
          stroke="#1F5E3B"
          strokeWidth="3"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          transform="rotate(-90 25 25)"
        />
      </svg>
      <FaArrowUp aria-hidden className="shell-scroll-top__icon" />
    </button>
  );
}
