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

/**
 * What one checkout may take of a product the farm counts, unless the farm sets the product's own
 * limit: more than a household or a kitchen buys, less than a harvest one checkout could hold
 * unpaid for half an hour (docs/product.md#stock).
 */
export const DEFAULT_MAX_PER_CHECKOUT = 20;

/** Why a line is over what one checkout may take. */
export const overCheckoutLimit = (title: string, max: number) => `One order can take at most ${max} ${title}; please lower the quantity.`;

/** What the checkouts of one client address may hold unpaid at once, all products together. */
export const MAX_HELD_PER_ADDRESS = 60;

export const OVER_ADDRESS_HOLD = `Checkouts from your address already hold ${MAX_HELD_PER_ADDRESS} items that are not paid yet. Pay for them, or wait half an hour for them to be released, then try again.`;

/** A checkout that takes counted stock must say who it is for. */
export const DETAILS_FOR_COUNTED_STOCK =
  'A checkout for products the farm counts needs your name and e-mail: customer.firstName and customer.email.';
