import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { DeferredCarousel, SectionTitle } from 'shared';
import { type Product, products } from 'contract';
import { RELATED_LAYOUT, RELATED_PRODUCTS_LIMIT } from '../data/shopSettings';
import { relatedProducts } from '../lib/relatedProducts';
import { ProductCard } from './ProductCard';
import './relatedProducts.css';

// Below the fold: Swiper comes as the carousel nears the screen (DeferredCarousel).
const loadRelatedSwiper = () => import('./RelatedSwiper');

/** The carousel of products to look at next, under a product page. */
export function RelatedProducts({ product }: { product: Product }) {
  const related = relatedProducts(product, products, RELATED_PRODUCTS_LIMIT);
  return (
    <section className="tv-section tv-section--cream shop-related">
      <div className="tv-container">
        <SectionTitle eyebrow="From the same fields" title="Related Products" />
        <DeferredCarousel
          load={loadRelatedSwiper}
          slides={related.map((item) => (
            <ProductCard key={item.id} product={item} />
          ))}
          swiperProps={{}}
          layout={RELATED_LAYOUT}
          className="shop-related__swiper"
        />
      </div>
    </section>
  );
}
