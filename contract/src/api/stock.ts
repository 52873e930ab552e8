import * as z from 'zod/mini';
import { MAX_LINE_QUANTITY } from '../cart/cartLine';
import { SoldByWeightSchema } from '../weighing/soldByWeight';

/**
 * What is left to sell (docs/product.md#stock). Each product's stock is "not tracked" until the
 * farm sets a quantity on hand; a checkout reserves from it, and an order that is never paid gives
 * its quantities back. The "sold out" switch stops sales whatever the quantity says.
 */

/**
 * One product as the shop sees it: `left` is how many can still be bought, `null` when the farm
 * does not count it (no limit), 0 when sold out; `soldByWeight`, when the farm weighs it at
 * packing, one piece's estimated grams (docs/product.md#sold-by-weight).
 */
const ProductAvailabilitySchema = z.object({ productId: z.int(), left: z.nullable(z.int()), soldByWeight: SoldByWeightSchema });
export type ProductAvailability = z.infer<typeof ProductAvailabilitySchema>;

/**
 * `GET /api/availability`: every product of the catalogue, cacheable for a few seconds, and the
 * share of the weighed lines' estimate a checkout holds above it (WEIGHED_HOLD_BUFFER_PERCENT), so
 * the checkout can say what it holds before the shopper pays.
 */
export const AvailabilitySchema = z.object({ products: z.array(ProductAvailabilitySchema), holdBufferPercent: z.int() });
export type Availability = z.infer<typeof AvailabilitySchema>;

/** One product as the office's Products screen shows it. */
export const StockLineSchema = z.object({
  productId: z.int(),
  title: z.string(),
  /** What the farm has and has not sold, unpaid checkouts' units included (its stocktake's number); null: not tracked. */
  onHand: z.nullable(z.int()),
  /** What checkouts not yet paid hold of it: `onHand - held` is for sale. */
  held: z.int(),
  /** What one checkout may take; null: the shop's default (DEFAULT_MAX_PER_CHECKOUT). */
  maxPerCheckout: z.nullable(z.int()),
  soldOut: z.boolean(),
  soldByWeight: SoldByWeightSchema,
});
export type StockLine = z.infer<typeof StockLineSchema>;

/** `GET /api/staff/stock`: the whole catalogue, in its order. */
export const StockListSchema = z.object({ products: z.array(StockLineSchema) });

/** More than any farm holds of one product; a typo of extra zeros is refused rather than stored. */
export const MAX_ON_HAND = 100_000;

/**
 * `PUT /api/staff/stock/:productId` (the office) and `PUT /api/admin/stock/:productId` (scripts,
 * behind ADMIN_TOKEN): what to change; a field left out stays as it is. Answered with the product's
 * StockLine.
 */
export const StockChangeSchema = z.pipe(
  // Unknown fields are named before anything else; a change of nothing is no change.
  z
    .strictObject({ onHand: z.optional(z.unknown()), soldOut: z.optional(z.unknown()), maxPerCheckout: z.optional(z.unknown()) })
    .check(
      z.refine((change) => Object.values(change).some((value) => value !== undefined), { params: { rule: 'someField' }, abort: true }),
    ),
  // In the order the service has always checked them.
  z.object({
    maxPerCheckout: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(MAX_LINE_QUANTITY)))),
    onHand: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(MAX_ON_HAND)))),
    soldOut: z.optional(z.boolean()),
  }),
);
export type StockChange = z.infer<typeof StockChangeSchema>;
