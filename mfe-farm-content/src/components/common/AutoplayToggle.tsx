import { useEffect, useState } from 'react';
import { FaPause, FaPlay } from 'react-icons/fa6';
import type { Swiper as SwiperInstance } from 'swiper/types';

/**
 * Whether a carousel that moves by itself is paused, applied to its Swiper once that has arrived
 * (null while the carousel is still a preview, DeferredCarousel, which takes `paused` itself, and
 * under reduced motion, where nothing plays).
 */
export function useAutoplayPause(swiper: SwiperInstance | null) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (paused) swiper.autoplay.stop();
    else if (!swiper.autoplay.running) swiper.autoplay.start();
  }, [swiper, paused]);
  return { paused, toggle: () => setPaused((was) => !was) };
}

export interface AutoplayToggleProps {
  paused: boolean;
  onToggle: () => void;
  /** What moves, for the button's name: "Pause {label}". */
  label: string;
  className?: string;
}

/** Lets visitors stop a carousel that moves by itself (WCAG 2.2.2). */
export function AutoplayToggle({ paused, onToggle, label, className }: AutoplayToggleProps) {
  return (
    <button type="button" className={`tv-round-button${className ? ` ${className}` : ''}`} onClick={onToggle}>
      {paused ? <FaPlay aria-hidden /> : <FaPause aria-hidden />}
      <span className="tv-visually-hidden">{paused ? `Play ${label}` : `Pause ${label}`}</span>
    </button>
  );
}
