import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { InertHiddenSlides, type LiveCarouselProps } from 'shared';
import { RELATED_BREAKPOINTS } from '../data/shopSettings';

/** The related products as a Swiper carousel: arrows, bullets, 1 to 4 cards by width. */
export default function RelatedSwiper({ slides, className, initialSlide, onSwiper }: LiveCarouselProps<SwiperInstance>) {
  return (
    <Swiper
      className={className}
      modules={[InertHiddenSlides, Navigation, Pagination, A11y]}
      slidesPerView={1}
      spaceBetween={24}
      breakpoints={RELATED_BREAKPOINTS}
      loop
      initialSlide={initialSlide}
      navigation
      pagination={{ clickable: true }}
      onSwiper={onSwiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
