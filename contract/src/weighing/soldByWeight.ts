import * as z from 'zod/mini';

/**
 * Produce sold by weight (docs/decisions/weighed-produce.md): sold by the piece, priced by the kilo.
 * The catalogue's price stays the price of one piece of the estimated weight, so the price per
 * kilo is derived from it; the shopper pays for what the farm weighs at packing, never more than
 * the hold the checkout promised.
 */

/** Heavier than any one piece the farm sells (a big pumpkin is about 8 kg); a typo of extra zeros is refused. */
export const MAX_ESTIMATED_GRAMS = 20_000;
/** More than any line of an order weighs: a slip of extra zeros at the scale is refused rather than charged. */
export const MAX_LINE_GRAMS = 200_000;

/** A product's way of selling: by weight with one piece's estimated grams, or by the piece (null). */
export const SoldByWeightSchema = z.nullable(z.object({ estimatedGrams: z.int().check(z.gte(1), z.lte(MAX_ESTIMATED_GRAMS)) }));
export type SoldByWeight = z.infer<typeof SoldByWeightSchema>;

/**
 * The price of one kilo, as the shopper is shown it: one piece's price over its estimated weight,
 * rounded to the cent. The exact charge is computed from this very figure, so what is charged is
 * what the page said per kilo.
 */
export const pricePerKiloCents = (unitPriceCents: number, estimatedGrams: number) => Math.round((unitPriceCents * 1000) / estimatedGrams);

/** A weighed line's exact price: its weight at the price per kilo, rounded to the cent (per line). */
export const weighedLineCents = (unitPriceCents: number, estimatedGrams: number, grams: number) =>
  Math.round((pricePerKiloCents(unitPriceCents, estimatedGrams) * grams) / 1000);

/** The share of the weighed lines' estimate held on the card above it, unless the service is told otherwise. */
export const DEFAULT_HOLD_BUFFER_PERCENT = 15;

/**
 * What the card is held for: the order's estimated total plus the buffer on its weighed lines,
 * rounded up to the cent so the promise is never short.
 */
export const holdCents = (estimatedTotalCents: number, weighedEstimateCents: number, bufferPercent: number) =>
  estimatedTotalCents + Math.ceil((weighedEstimateCents * bufferPercent) / 100);

/** 1000 -> "1 kg", 1250 -> "1.25 kg", 400 -> "400 g". */
export function weightWords(grams: number): string {
  if (grams < 1000) return `${grams} g`;
  const kilos = Math.round(grams / 10) / 100;
  return `${kilos.toLocaleString('en-US', { maximumFractionDigits: 2 })} kg`;
}
