import { BelowTheFold, PageBanner, usePageMeta } from 'shared';
import { type Product } from 'contract';
import { ProductGallery } from './ProductGallery';
import { ProductNotFound } from './ProductNotFound';
import { ProductSummary } from './ProductSummary';
import { ProductTabs } from './ProductTabs';
import { RelatedProducts } from './RelatedProducts';
import './productDetail.css';

function ProductView({ product }: { product: Product }) {
  // Its slug URL is its one address, whichever of its three addresses shows it (docs/architecture.md#one-canonical-address-per-page).
  usePageMeta({ title: product.title, description: product.description, canonicalPath: `/product/${product.slug}` });
  return (
    <>
      <PageBanner title={product.title} />
      <section className="tv-section shop-detail">
        <div className="tv-container">
          <div className="shop-detail__grid">
            <ProductGallery product={product} />
            <ProductSummary product={product} />
          </div>
          <BelowTheFold>
            <ProductTabs product={product} />
          </BelowTheFold>
        </div>
      </section>
      <BelowTheFold>
        <RelatedProducts product={product} />
      </BelowTheFold>
    </>
  );
}

/** One product page, whether reached by slug or by id; keyed so each product starts fresh. */
export function ProductDetail({ product }: { product: Product | undefined }) {
  return product ? <ProductView key={product.id} product={product} /> : <ProductNotFound />;
}
