import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { InertHiddenSlides, type LiveCarouselProps } from 'shared';
import { CAROUSEL_A11Y, CLICKABLE_BULLETS, slidesAt } from './carousel';

export interface PagedSwiperProps {
  /** Slides per view from a minimum width up, e.g. `{ 768: 2, 1400: 3 }`; one below the first. */
  perView: Record<number, number>;
  /** Slides as tall as the tallest on screen (cards of different lengths). */
  equalHeights?: boolean;
}

/** A looping carousel of cards with bullets: the gallery, the team and the service cards. */
export default function PagedSwiper({ slides, className, initialSlide, onSwiper, perView, equalHeights }: PagedSwiperProps & LiveCarouselProps<SwiperInstance>) {
  return (
    <Swiper
      className={className}
      modules={[InertHiddenSlides, A11y, Pagination]}
      loop
      initialSlide={initialSlide}
      slidesPerView={1}
      spaceBetween={24}
      breakpoints={slidesAt(perView)}
      pagination={CLICKABLE_BULLETS}
      a11y={CAROUSEL_A11Y}
      onSwiper={onSwiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} style={equalHeights ? { height: 'auto' } : undefined}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
