import { PageBanner, usePageMeta } from 'shared';

/** An unknown product id or slug: the banner only (docs/product.md#product-page). */
export function ProductNotFound() {
  usePageMeta({ title: 'Product Not Found' });
  return <PageBanner title="Product Not Found" />;
}
