import { DeferredCarousel, type CarouselLayout } from 'shared';
import { brands } from '../../data/brands';
import 'swiper/css';
import './brands.css';

/** 2 logos, 3 from 768 px, 4 from 992 px, 5 from 1199 px (docs/product.md#carousels). */
const BRAND_LAYOUT: CarouselLayout = { perView: { 0: 2, 768: 3, 992: 4, 1199: 5 }, gapPx: 20 };
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
        <DeferredCarousel load={loadBrandSwiper} slides={slides} swiperProps={{}} className="" layout={BRAND_LAYOUT} bullets={false} />
      </div>
    </section>
  );
}
