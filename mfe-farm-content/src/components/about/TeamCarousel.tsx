import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import { FaPhone } from 'react-icons/fa6';
import { InertHiddenSlides, SectionTitle } from 'shared';
import { farmers } from '../../data/farmers';
import { CAROUSEL_A11Y, CLICKABLE_BULLETS, slidesAt } from '../common/carousel';
import 'swiper/css';
import 'swiper/css/pagination';
import '../common/carousel.css';
import './team.css';

/** SPEC.md section 2 and 9: the first 3 farmers, 1 slide, 2 from 768 px. */
const TEAM = farmers.slice(0, 3);
const TEAM_BREAKPOINTS = slidesAt({ 768: 2 });

/** Phone numbers are shown as written and dialled as their digits. */
const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

export function TeamCarousel() {
  return (
    <section className="tv-section tv-section--cream farm-team">
      <div className="tv-container">
        <SectionTitle eyebrow="Our Team" title="Meet Our Farmers" />
        <Swiper
          className="farm-carousel-bullets"
          modules={[InertHiddenSlides, A11y, Pagination]}
          loop
          slidesPerView={1}
          spaceBetween={24}
          breakpoints={TEAM_BREAKPOINTS}
          pagination={CLICKABLE_BULLETS}
          a11y={CAROUSEL_A11Y}
        >
          {TEAM.map((farmer) => (
            <SwiperSlide key={farmer.id}>
              <article className="farm-team__card">
                <div className="farm-team__portrait">
                  <img src={farmer.thumb} alt={`Portrait of ${farmer.name}`} width="180" height="180" loading="lazy" />
                </div>
                <div className="farm-team__body">
                  <h3 className="farm-team__name">
                    <Link to={`/farmer-details/${farmer.id}`}>{farmer.name}</Link>
                  </h3>
                  <p className="farm-team__role">{farmer.title}</p>
                  <a className="farm-team__phone" href={telHref(farmer.phone)}>
                    <FaPhone aria-hidden /> {farmer.phone}
                  </a>
                </div>
              </article>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
