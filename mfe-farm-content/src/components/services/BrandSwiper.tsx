import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { InertHiddenSlides, swiperLayout, type LiveCarouselProps } from 'shared';
import { CAROUSEL_A11Y, carouselAutoplay } from '../common/carousel';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';

/** Autoplay 5000 ms (docs/product.md#carousels). */
const BRAND_AUTOPLAY_MS = 5000;

/** The partners' logos, several at a time, moving by themselves. */
export default function BrandSwiper({ slides, className, layout, initialSlide, onSwiper }: LiveCarouselProps<SwiperInstance>) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      className={className}
      modules={[InertHiddenSlides, A11y, Autoplay]}
      loop
      initialSlide={initialSlide}
      {...swiperLayout(layout)}
      autoplay={carouselAutoplay(BRAND_AUTOPLAY_MS, reducedMotion)}
      a11y={CAROUSEL_A11Y}
      onSwiper={onSwiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
