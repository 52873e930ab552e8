/**
 * The quantity a shopper typed, as a whole number of at least 1 (SPEC.md section 5),
 * or null when it is not one.
 */
export function parseQuantity(raw: string): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const quantity = Number(raw);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}
