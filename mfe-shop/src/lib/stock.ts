import { findProductById, MAX_LINE_QUANTITY, stockShortfall, stockState, type CartItem } from 'contract';
import type { AvailabilityMap } from 'shared';

/**
 * What the shop knows of one product's stock (docs/product.md#stock): undefined while unknown
 * (the page built ahead, the service silent), so the page claims nothing; otherwise its `left`
 * (null: not counted).
 */
export type KnownLeft = number | null | undefined;

/** A product the service did not list is unknown too, rather than guessed in stock. */
export function leftOf(availability: AvailabilityMap | null, productId: number): KnownLeft {
  return availability?.has(productId) ? availability.get(productId) : undefined;
}

export const isSoldOut = (left: KnownLeft): boolean => left !== undefined && stockState(left) === 'sold_out';

/** The most one line may ask for: what is left, when counted, within the cart's own limit. */
export const quantityLimit = (left: KnownLeft): number =>
  typeof left === 'number' ? Math.max(0, Math.min(MAX_LINE_QUANTITY, left)) : MAX_LINE_QUANTITY;

/** A cart line asking for more than is left, with the sentence the service's 409 also says. */
export interface Shortfall {
  id: number;
  message: string;
}

/** The cart's lines that ask for more than is left, in the cart's order. */
export function cartShortfalls(items: readonly CartItem[], availability: AvailabilityMap | null): Shortfall[] {
  return items.flatMap((item) => {
    const left = leftOf(availability, item.id);
    if (typeof left !== 'number' || item.quantity <= left) return [];
    // The catalogue's title, as the service names the product in its refusal.
    const title = findProductById(item.id)?.title ?? item.title;
    return [{ id: item.id, message: stockShortfall(title, left) }];
  });
}
