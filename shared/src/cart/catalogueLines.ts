import { type CartItem, findProductById, MAX_LINE_QUANTITY, productPriceCents, toCartItem } from 'contract';

export const UNAVAILABLE_REMOVED = 'Some items are no longer available and were removed from your cart.';

/**
 * The lines as the catalogue describes them today: a stored line contributes only its id and
 * quantity; title, price and picture are the catalogue's, so a tampered or stale stored price is
 * never shown. Lines the catalogue no longer has are removed (and counted); a repeated id becomes
 * one line, within the quantity limit.
 */
export function reconcileWithCatalogue(items: readonly Pick<CartItem, 'id' | 'quantity'>[]): { items: CartItem[]; removed: number } {
  const quantities = new Map<number, number>();
  let removed = 0;
  for (const { id, quantity } of items) {
    if (!findProductById(id)) removed += 1;
    else quantities.set(id, Math.min((quantities.get(id) ?? 0) + quantity, MAX_LINE_QUANTITY));
  }
  const lines = [...quantities].map(([id, quantity]) => ({ ...toCartItem(findProductById(id)!), quantity }));
  return { items: lines, removed };
}

/** One line's amount in integer cents, at the catalogue's unit price. */
export function lineTotalCents(item: Pick<CartItem, 'id' | 'quantity'>): number {
  const product = findProductById(item.id);
  return product ? productPriceCents(product) * item.quantity : 0;
}
