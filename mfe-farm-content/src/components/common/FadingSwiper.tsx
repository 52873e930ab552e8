import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { InertHiddenSlides, type LiveCarouselProps } from 'shared';
import { CAROUSEL_A11Y, CLICKABLE_BULLETS, carouselAutoplay } from './carousel';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface FadingSwiperProps {
  autoplayMs: number;
  speedMs?: number;
}

/** A looping, cross-fading, autoplaying carousel with bullets: the home hero and the testimonials. */
export default function FadingSwiper({
  slides,
  className,
  initialSlide,
  previewMs,
  onSwiper,
  autoplayMs,
  speedMs,
}: FadingSwiperProps & LiveCarouselProps<SwiperInstance>) {
  const reducedMotion = usePrefersReducedMotion();
  // The preview already showed this slide for previewMs: its turn ends on the usual beat.
  const [firstDelay, setFirstDelay] = useState<number | undefined>(Math.max(autoplayMs - previewMs, 1000));
  return (
    <Swiper
      className={className}
      modules={[InertHiddenSlides, A11y, Autoplay, EffectFade, Pagination]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      loop
      initialSlide={initialSlide}
      speed={reducedMotion ? 0 : speedMs}
      autoplay={carouselAutoplay(autoplayMs, reducedMotion)}
      pagination={CLICKABLE_BULLETS}
      a11y={CAROUSEL_A11Y}
      onSwiper={onSwiper}
      onSlideChange={() => setFirstDelay(undefined)}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} data-swiper-autoplay={index === initialSlide ? firstDelay : undefined}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
