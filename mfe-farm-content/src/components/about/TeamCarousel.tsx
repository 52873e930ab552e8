import { Link } from 'react-router-dom';
import { FaPhone } from 'react-icons/fa6';
import { DeferredCarousel, SectionTitle, type CarouselLayout } from 'shared';
import { farmers } from '../../data/farmers';
import { telHref } from '../farmers/phone';
import 'swiper/css';
import 'swiper/css/pagination';
import '../common/carousel.css';
import '../farmers/farmerCardText.css';
import './team.css';

/** The first 3 farmers, 1 slide, 2 from 768 px (docs/product.md#carousels). */
const TEAM = farmers.slice(0, 3);
const TEAM_LAYOUT: CarouselLayout = { perView: { 0: 1, 768: 2 }, gapPx: 24 };
const loadPagedSwiper = () => import('../common/PagedSwiper');

const slides = TEAM.map((farmer) => (
  <article key={farmer.id} className="farm-team__card">
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
));

export function TeamCarousel() {
  return (
    <section className="tv-section tv-section--cream farm-team">
      <div className="tv-container">
        <SectionTitle eyebrow="Our Team" title="Meet Our Farmers" />
        <DeferredCarousel load={loadPagedSwiper} slides={slides} swiperProps={{}} layout={TEAM_LAYOUT} className="farm-carousel-bullets" />
      </div>
    </section>
  );
}
