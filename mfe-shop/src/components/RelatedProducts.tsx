import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { InertHiddenSlides, type Product, products, SectionTitle } from 'shared';
import { RELATED_BREAKPOINTS, RELATED_PRODUCTS_LIMIT } from '../data/shopSettings';
import { relatedProducts } from '../lib/relatedProducts';
import { ProductCard } from './ProductCard';
import './relatedProducts.css';

/** The carousel of products to look at next, under a product page. */
export function RelatedProducts({ product }: { product: Product }) {
  const related = relatedProducts(product, products, RELATED_PRODUCTS_LIMIT);
  return (
    <section className="tv-section tv-section--cream shop-related">
      <div className="tv-container">
        <SectionTitle eyebrow="From the same fields" title="Related Products" />
        <Swiper
          className="shop-related__swiper"
          modules={[InertHiddenSlides, Navigation, Pagination, A11y]}
          slidesPerView={1}
          spaceBetween={24}
          breakpoints={RELATED_BREAKPOINTS}
          loop
          navigation
          pagination={{ clickable: true }}
        >
          {related.map((item) => (
            <SwiperSlide key={item.id}>
              <ProductCard product={item} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
