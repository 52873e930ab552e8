import { BRAND, parsePrice, productImageUrl, type Product } from 'contract';

/**
 * schema.org Product with its Offer and AggregateRating, for search engines. The Offer says no
 * availability: this is built ahead, and the shell's server adds `offers.availability` from live
 * stock (SCHEMA_ORG_AVAILABILITY in shared) rather than let a build claim InStock forever, and a
 * weighed product's `offers.priceSpecification` per kilogram (docs/decisions/weighed-produce.md).
 */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  const images = product.gallery?.length ? product.gallery : [product.thumb];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.slug.toUpperCase(),
    image: images.map((file) => origin + productImageUrl(file)),
    ...(product.description ? { description: product.description } : {}),
    ...(product.categories?.length ? { category: product.categories.join(', ') } : {}),
    brand: { '@type': 'Brand', name: BRAND.name },
    offers: {
      '@type': 'Offer',
      url: `${origin}/product/${product.slug}`,
      priceCurrency: 'USD',
      price: parsePrice(product.price).toFixed(2),
      itemCondition: 'https://schema.org/NewCondition',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.ratings,
      reviewCount: product.reviews,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
