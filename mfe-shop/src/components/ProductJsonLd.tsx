import { useSiteOrigin, type Product } from 'shared';
import { productJsonLd, serializeJsonLd } from '../lib/productJsonLd';

/** The product's structured data for search engines; serialised so no field can break out. */
export function ProductJsonLd({ product }: { product: Product }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, useSiteOrigin())) }} />;
}
