import { DeferredCarousel, type CarouselLayout } from 'shared';
import { serviceCatalogue, servicesCarouselSection } from '../../data/serviceCatalogue';
import { CarouselSection } from '../common/CarouselSection';
import { ServiceCard } from './ServiceCard';
import 'swiper/css';
import 'swiper/css/pagination';
import '../common/carousel.css';
import './serviceCards.css';

/** 1 slide, 2 from 768 px, 3 from 1400 px (docs/product.md#carousels). */
const SERVICE_LAYOUT: CarouselLayout = { perView: { 0: 1, 768: 2, 1400: 3 }, gapPx: 24 };
const loadPagedSwiper = () => import('../common/PagedSwiper');
const slides = serviceCatalogue.map((service) => <ServiceCard key={service.id} service={service} />);

/** The 8 service cards in a looping carousel. */
export function ServiceCardsCarousel() {
  return (
    <CarouselSection className="tv-section--cream" heading={servicesCarouselSection}>
      <DeferredCarousel
        load={loadPagedSwiper}
        slides={slides}
        swiperProps={{}}
        layout={SERVICE_LAYOUT}
        className="farm-carousel-bullets farm-service-cards"
      />
    </CarouselSection>
  );
}
