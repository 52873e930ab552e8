import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import { InertHiddenSlides, SectionTitle } from 'shared';
import { serviceCatalogue, servicesCarouselSection } from '../../data/serviceCatalogue';
import { CAROUSEL_A11Y, CLICKABLE_BULLETS, slidesAt } from '../common/carousel';
import { ServiceCard } from './ServiceCard';
import 'swiper/css';
import 'swiper/css/pagination';
import '../common/carousel.css';

/** SPEC.md section 9: 1 slide, 2 from 768 px, 3 from 1400 px. */
const SERVICE_BREAKPOINTS = slidesAt({ 768: 2, 1400: 3 });

/** The 8 service cards in a looping carousel. */
export function ServiceCardsCarousel() {
  return (
    <section className="tv-section tv-section--cream">
      <div className="tv-container">
        <SectionTitle eyebrow={servicesCarouselSection.eyebrow} title={servicesCarouselSection.title} />
        <Swiper
          className="farm-carousel-bullets"
          modules={[InertHiddenSlides, A11y, Pagination]}
          loop
          slidesPerView={1}
          spaceBetween={24}
          breakpoints={SERVICE_BREAKPOINTS}
          pagination={CLICKABLE_BULLETS}
          a11y={CAROUSEL_A11Y}
        >
          {serviceCatalogue.map((service) => (
            <SwiperSlide key={service.id} style={{ height: 'auto' }}>
              <ServiceCard service={service} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
