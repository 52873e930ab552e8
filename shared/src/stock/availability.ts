/**
 * How the shop words what is left (docs/product.md#stock), from a product's `left` in
 * `GET /api/availability`: null (not counted) or more than FEW_LEFT is "In Stock", 1 to FEW_LEFT
 * "Only N left", 0 "Sold out". The service's 409 and the cart say the same shortfall sentence.
 */

const FEW_LEFT = 5;

export type StockState = 'in_stock' | 'few_left' | 'sold_out';

export function stockState(left: number | null): StockState {
  if (left === null || left > FEW_LEFT) return 'in_stock';
  return left <= 0 ? 'sold_out' : 'few_left';
}

export function stockLabel(left: number | null): string {
  const state = stockState(left);
  if (state === 'in_stock') return 'In Stock';
  return state === 'sold_out' ? 'Sold out' : `Only ${left} left`;
}

/** What a search engine is told (schema.org ItemAvailability). */
export const SCHEMA_ORG_AVAILABILITY: Record<StockState, string> = {
  in_stock: 'https://schema.org/InStock',
  few_left: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
};

/** Why a line cannot be bought as asked: 'Only 2 Heirloom Tomatoes left.', or none at all. */
export function stockShortfall(title: string, left: number): string {
  return left <= 0 ? `${title}: sold out, none left.` : `Only ${left} ${title} left.`;
}

