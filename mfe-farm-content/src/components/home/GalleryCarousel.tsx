import { DeferredCarousel, type CarouselLayout } from 'shared';
import { gallerySection, harvestGallery } from '../../data/gallery';
import { CarouselSection } from '../common/CarouselSection';
import 'swiper/css';
import 'swiper/css/pagination';
import '../common/carousel.css';
import './gallery.css';

/** 1 slide, 2 from 991 px, 3 from 1400 px (docs/product.md#carousels). */
const GALLERY_LAYOUT: CarouselLayout = { perView: { 0: 1, 991: 2, 1400: 3 }, gapPx: 24 };
const loadPagedSwiper = () => import('../common/PagedSwiper');

const slides = harvestGallery.map((item) => (
  <figure key={item.id} className="farm-gallery__card">
    <div className="farm-gallery__art">
      <img src={item.thumb} alt={item.title} width="200" height="200" loading="lazy" />
    </div>
    <figcaption>
      <span className="tv-eyebrow">{item.category}</span>
      <span className="farm-gallery__title">{item.title}</span>
    </figcaption>
  </figure>
));

/** The harvest gallery carousel on the home page. */
export function GalleryCarousel() {
  return (
    <CarouselSection className="farm-gallery" heading={gallerySection}>
      <DeferredCarousel load={loadPagedSwiper} slides={slides} swiperProps={{}} layout={GALLERY_LAYOUT} className="farm-carousel-bullets" />
    </CarouselSection>
  );
}
