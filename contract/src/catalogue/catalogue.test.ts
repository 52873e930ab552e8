import { parsePriceToCents } from '../money';
import { findProductById, findProductBySlug } from './lookup';
import { products } from './products';

describe('catalogue', () => {
  it('holds 20 products with ids 1 to 20 and unique slugs', () => {
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(products.map((p) => p.slug)).size).toBe(20);
  });

  it.each(products.map((p) => [p.id, p] as const))('product %i has consistent prices and ratings', (_id, p) => {
    const price = parsePriceToCents(p.price);
    expect(price).not.toBeNull();
    expect(p.ratings).toBeGreaterThanOrEqual(1);
    expect(p.ratings).toBeLessThanOrEqual(5);
    expect(p.onSale).toBe(p.discount > 0);
    if (p.oldPrice === null) {
      expect(p.discount).toBe(0);
    } else {
      const old = parsePriceToCents(p.oldPrice)!;
      expect(Math.round(((old - price!) / old) * 100)).toBe(p.discount);
    }
  });

  it('finds products by id and slug, and nothing for unknown ones', () => {
    expect(findProductById(1)?.title).toBe('Heirloom Tomatoes');
    expect(findProductById('2')?.slug).toBe('crisp-red-apples');
    expect(findProductBySlug('rainbow-carrots')?.id).toBe(3);
    expect(findProductById('21')).toBeUndefined();
    expect(findProductById('1abc')).toBeUndefined();
    expect(findProductBySlug('no-such-product')).toBeUndefined();
  });
});
