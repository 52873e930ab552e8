import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageBanner, usePageMeta } from 'shared';
import { findProductById, products } from 'contract';
import { ProductNotFound } from '../components/ProductNotFound';
import { ProductSlider } from '../components/ProductSlider';

function SlidesView({ startIndex }: { startIndex: number }) {
  const [active, setActive] = useState(startIndex);
  const product = products[active];
  // Another address of the product shown: its slug URL is the canonical one (docs/architecture.md#one-canonical-address-per-page).
  usePageMeta({ title: product.title, description: product.description, canonicalPath: `/product/${product.slug}` });
  return (
    <>
      <PageBanner title="Shop Details" breadcrumb={product.title} />
      <section className="tv-section">
        <div className="tv-container">
          <ProductSlider items={products} startIndex={startIndex} onActiveChange={setActive} />
        </div>
      </section>
    </>
  );
}

/** /shop-single-thumb/:id: every product as a slide, starting at the one asked for. */
export default function ShopSingleThumbPage() {
  const { id = '' } = useParams();
  const start = findProductById(id);
  const startIndex = start ? products.indexOf(start) : -1;
  return startIndex < 0 ? <ProductNotFound /> : <SlidesView key={id} startIndex={startIndex} />;
}
