import { lineTotalCents, type WeighingTerms } from 'shared';
import { holdCents, type CartItem } from 'contract';

/** One piece's estimated grams of a cart line's product, or null when it is sold by the piece (or not known yet). */
export const estimatedGramsOf = (item: Pick<CartItem, 'id'>, weighing: WeighingTerms | null): number | null =>
  weighing?.estimatedGrams.get(item.id) ?? null;

/**
 * What the card will be held for, as the service computes it (holdCents, docs/decisions/weighed-produce.md):
 * the estimated total with the delivery's fee, plus the buffer on the weighed lines' estimate.
 * Null when no line is weighed: the order is charged at once, as always.
 */
export function checkoutHoldCents(items: readonly CartItem[], weighing: WeighingTerms | null, totalCents: number): number | null {
  if (!weighing) return null;
  const weighed = items.filter((item) => estimatedGramsOf(item, weighing) !== null);
  if (weighed.length === 0) return null;
  const weighedEstimate = weighed.reduce((sum, item) => sum + lineTotalCents(item), 0);
  return holdCents(totalCents, weighedEstimate, weighing.holdBufferPercent);
}
