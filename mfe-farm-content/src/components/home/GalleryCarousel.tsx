import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import { InertHiddenSlides, SectionTitle } from 'shared';
import { gallerySection, harvestGallery } from '../../data/gallery';
import { CAROUSEL_A11Y, CLICKABLE_BULLETS, slidesAt } from '../common/carousel';
import 'swiper/css';
import 'swiper/css/pagination';
import '../common/carousel.css';
import './gallery.css';

/** SPEC.md section 9: 1 slide, 2 from 991 px, 3 from 1400 px. */
const GALLERY_BREAKPOINTS = slidesAt({ 991: 2, 1400: 3 });

/** The harvest gallery carousel on the home page. */
export function GalleryCarousel() {
  return (
    <section className="tv-section farm-gallery">
      <div className="tv-container">
        <SectionTitle eyebrow={gallerySection.eyebrow} title={gallerySection.title} />
        <Swiper
          className="farm-carousel-bullets"
          modules={[InertHiddenSlides, A11y, Pagination]}
          loop
          slidesPerView={1}
          spaceBetween={24}
          breakpoints={GALLERY_BREAKPOINTS}
          pagination={CLICKABLE_BULLETS}
          a11y={CAROUSEL_A11Y}
        >
          {harvestGallery.map((item) => (
            <SwiperSlide key={item.id}>
              <figure className="farm-gallery__card">
                <div className="farm-gallery__art">
                  <img src={item.thumb} alt={item.title} width="200" height="200" loading="lazy" />
                </div>
                <figcaption>
                  <span className="farm-gallery__category">{item.category}</span>
                  <span className="farm-gallery__title">{item.title}</span>
                </figcaption>
              </figure>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
