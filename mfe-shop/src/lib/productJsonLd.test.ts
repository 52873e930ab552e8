import { findProductById } from 'contract';
import { productJsonLd } from './productJsonLd';

/** What the test reads of the JSON-LD. */
type ProductLd = { '@type': string; sku: string; offers: object; aggregateRating: object; image: string[] };

describe('product JSON-LD', () => {
  const product = findProductById(1)!;

  it('describes the product, its offer and its rating', () => {
    const data = productJsonLd(product, 'https://shop.example') as ProductLd;
    expect(data['@type']).toBe('Product');
    expect(data.sku).toBe('HEIRLOOM-TOMATOES');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '6.30', priceCurrency: 'USD' });
    expect(data.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 42 });
    expect(data.image[0]).toBe('https://shop.example/assets/products/tomato.svg');
  });

  it("claims no availability at build time: the shell's server adds it from live stock", () => {
    const data = productJsonLd(product, 'https://shop.example') as ProductLd;
    expect(data.offers).not.toHaveProperty('availability');
  });
});
