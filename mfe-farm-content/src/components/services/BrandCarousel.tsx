import { DeferredCarousel } from 'shared';
import { brands } from '../../data/brands';
import 'swiper/css';
import './brands.css';

const loadBrandSwiper = () => import('./BrandSwiper');
const slides = brands.map((brand) => (
  <div key={brand.id} className="farm-brands__logo">
    <img src={brand.logo} alt="" width="40" height="40" loading="lazy" />
    <span>{brand.name}</span>
  </div>
));

/** The partners who buy from and sell with the farm. */
export function BrandCarousel() {
  return (
    <section className="farm-brands" aria-label="Our partners">
      <div className="tv-container">
        <DeferredCarousel load={loadBrandSwiper} slides={slides} swiperProps={{}} className="" bullets={false} />
      </div>
    </section>
  );
}
