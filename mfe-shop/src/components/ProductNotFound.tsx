import { PageBanner, usePageMeta } from 'shared';

/** An unknown product id or slug: the banner only (SPEC.md section 8). */
export function ProductNotFound() {
  usePageMeta({ title: 'Product Not Found' });
  return <PageBanner title="Product Not Found" />;
}
