import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import { InertHiddenSlides } from 'shared';
import { brands } from '../../data/brands';
import { CAROUSEL_A11Y, carouselAutoplay, slidesAt } from '../common/carousel';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion';
import 'swiper/css';
import './brands.css';

/** SPEC.md section 9: autoplay 5000 ms; 2 slides, 3 from 768, 4 from 992, 5 from 1199. */
const BRAND_AUTOPLAY_MS = 5000;
const BRAND_BREAKPOINTS = slidesAt({ 768: 3, 992: 4, 1199: 5 });

/** The partners who buy from and sell with the farm. */
export function BrandCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section className="farm-brands" aria-label="Our partners">
      <div className="tv-container">
        <Swiper
          modules={[InertHiddenSlides, A11y, Autoplay]}
          loop
          slidesPerView={2}
          spaceBetween={20}
          breakpoints={BRAND_BREAKPOINTS}
          autoplay={carouselAutoplay(BRAND_AUTOPLAY_MS, reducedMotion)}
          a11y={CAROUSEL_A11Y}
        >
          {brands.map((brand) => (
            <SwiperSlide key={brand.id}>
              <div className="farm-brands__logo">
                <img src={brand.logo} alt="" width="40" height="40" loading="lazy" />
                <span>{brand.name}</span>
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
