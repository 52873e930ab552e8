import { useEffect, useState } from 'react';
import { FaPause, FaPlay } from 'react-icons/fa6';
import type { Swiper as SwiperInstance } from 'swiper/types';

export interface AutoplayToggleProps {
  /** Null while the carousel is still a preview (DeferredCarousel): the choice applies once it arrives. */
  swiper: SwiperInstance | null;
  /** What moves, for the button's name: "Pause {label}". */
  label: string;
  className?: string;
}

/** Lets visitors stop a carousel that moves by itself (WCAG 2.2.2). */
export function AutoplayToggle({ swiper, label, className }: AutoplayToggleProps) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (paused) swiper.autoplay.stop();
    else if (!swiper.autoplay.running) swiper.autoplay.start();
  }, [swiper, paused]);

  return (
    <button type="button" className={`tv-round-button${className ? ` ${className}` : ''}`} onClick={() => setPaused(!paused)}>
      {paused ? <FaPlay aria-hidden /> : <FaPause aria-hidden />}
      <span className="tv-visually-hidden">{paused ? `Play ${label}` : `Pause ${label}`}</span>
    </button>
  );
}
