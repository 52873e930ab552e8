import { MAX_LINE_QUANTITY } from 'contract';

/**
 * The quantity a shopper typed, as a whole number from 1 (docs/product.md#cart-rules) to the most one
 * cart line can hold, or null when it is not one.
 */
export function parseQuantity(raw: string): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const quantity = Number(raw);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}
