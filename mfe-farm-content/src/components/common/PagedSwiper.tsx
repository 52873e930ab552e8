import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { InertHiddenSlides, swiperLayout, type LiveCarouselProps } from 'shared';
import { CAROUSEL_A11Y, CLICKABLE_BULLETS } from './carousel';

/** A looping carousel of cards with bullets: the gallery, the team and the service cards. */
export default function PagedSwiper({ slides, className, layout, initialSlide, onSwiper }: LiveCarouselProps<SwiperInstance>) {
  return (
    <Swiper
      className={className}
      modules={[InertHiddenSlides, A11y, Pagination]}
      loop
      initialSlide={initialSlide}
      {...swiperLayout(layout)}
      pagination={CLICKABLE_BULLETS}
      a11y={CAROUSEL_A11Y}
      onSwiper={onSwiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
