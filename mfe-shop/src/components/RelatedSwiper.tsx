import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { InertHiddenSlides, swiperLayout, type LiveCarouselProps } from 'shared';

/** The related products as a Swiper carousel: arrows, bullets, 1 to 4 cards by width. */
export default function RelatedSwiper({ slides, className, layout, initialSlide, onSwiper }: LiveCarouselProps<SwiperInstance>) {
  return (
    <Swiper
      className={className}
      modules={[InertHiddenSlides, Navigation, Pagination, A11y]}
      {...swiperLayout(layout)}
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
