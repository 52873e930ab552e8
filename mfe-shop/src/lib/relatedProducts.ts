import type { Product } from 'contract';

/**
 * Products to suggest next to one: those sharing a category first (most shared first),
 * then the rest of the catalogue in its order, never the product itself.
 */
export function relatedProducts(product: Product, all: readonly Product[], limit: number): Product[] {
  const own = new Set(product.categories ?? []);
  const shared = (other: Product) => (other.categories ?? []).filter((c) => own.has(c)).length;
  return all
    .filter((other) => other.id !== product.id)
    .map((other, order) => ({ other, order, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ other }) => other);
}
