import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { InertHiddenSlides, type LiveCarouselProps } from 'shared';
import { CAROUSEL_A11Y, carouselAutoplay, slidesAt } from '../common/carousel';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';

/** Autoplay 5000 ms; 2 slides, 3 from 768, 4 from 992, 5 from 1199 (docs/product.md#carousels). */
const BRAND_AUTOPLAY_MS = 5000;
const BRAND_BREAKPOINTS = slidesAt({ 768: 3, 992: 4, 1199: 5 });

/** The partners' logos, several at a time, moving by themselves. */
export default function BrandSwiper({ slides, className, initialSlide, onSwiper }: LiveCarouselProps<SwiperInstance>) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      className={className}
      modules={[InertHiddenSlides, A11y, Autoplay]}
      loop
      initialSlide={initialSlide}
      slidesPerView={2}
      spaceBetween={20}
      breakpoints={BRAND_BREAKPOINTS}
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
