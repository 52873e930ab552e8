/**
 * Money is kept in integer cents so sums never show float noise; prices arrive as text
 * ("$12.00") in the catalogue and as numbers (dollars) on cart items.
 */

/** "$12.00" -> 1200. Returns null for text that is not a price. */
export function parsePriceToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ''));
  if (!match) return null;
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  return Number(match[1]) * 100 + cents;
}

/** "$12.00" -> 12 (the number a cart line carries: docs/product.md#cart-line). */
export function parsePrice(text: string): number {
  const cents = parsePriceToCents(text);
  if (cents === null) throw new Error(`Not a price: "${text}"`);
  return cents / 100;
}

/** 12 -> 1200, rounding away the float error of a dollar amount. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Shown for an amount that cannot be money (NaN, Infinity, beyond exact integers), never "$NaN". */
export const UNKNOWN_AMOUNT = '—';

/** A comma before each group of three digits from the right: "1234567" -> "1,234,567". */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * 1234 -> "$12.34"; 123456 -> "$1,234.56". The commas come from a pattern, not from
 * `toLocaleString`: a page's first call to that loads the browser's locale data, about 14 ms on a
 * phone, and it fell inside the Add to cart tap (docs/operations.md#responsiveness-inp).
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(Math.round(cents))) return UNKNOWN_AMOUNT;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(THOUSANDS, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** 12.5 -> "$12.50". */
export function formatDollars(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}
