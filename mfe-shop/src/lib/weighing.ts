import type { CartItem } from 'contract';
import type { AvailabilityMap, WeighingTerms } from 'shared';

/**
 * How the shop knows a product is sold (docs/decisions/weighed-produce.md): undefined while
 * unknown (the page built ahead, the service silent), so the page keeps the marks the shell's
 * server fills; null by the piece; otherwise one piece's estimated grams, priced by the kilo.
 */
export type KnownGrams = number | null | undefined;

/** A product the availability does not list is unknown, as for its stock (./stock.ts). */
export function gramsOf(availability: AvailabilityMap | null, weighing: WeighingTerms | null, productId: number): KnownGrams {
  if (!availability?.has(productId) || !weighing) return undefined;
  return weighing.estimatedGrams.get(productId) ?? null;
}

/** The cart's weighed lines, one piece's estimated grams by product id; a line not known to be weighed is priced as always. */
export function weighedLines(
  items: readonly CartItem[],
  availability: AvailabilityMap | null,
  weighing: WeighingTerms | null,
): ReadonlyMap<number, number> {
  return new Map(
    items.flatMap(({ id }) => {
      const grams = gramsOf(availability, weighing, id);
      return grams ? [[id, grams] as const] : [];
    }),
  );
}
