import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Each product's stock (docs/decisions/stock-reservation.md). */

/**
 * Each product's stock (docs/product.md#stock). No row, or a null `onHand`, is "not tracked":
 * sold without limit. `onHand` is what the farm has and has not sold (its stocktake's number);
 * `held` is what unpaid checkouts have taken of it, so `onHand - held` is for sale. A checkout adds
 * to `held` in the transaction that stores its pending order; payment moves its units out of both,
 * an unpaid end out of `held` alone. `soldOut` stops sales whatever the numbers say.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id').primaryKey(),
    onHand: integer('on_hand'),
    held: integer('held').notNull().default(0),
    /** What one checkout may take; null: the shop's default (docs/product.md#stock). */
    maxPerCheckout: integer('max_per_checkout'),
    soldOut: boolean('sold_out').notNull().default(false),
    /** Sold by weight: one piece's estimated grams (docs/product.md#sold-by-weight); null: by the piece. */
    estimatedGrams: integer('estimated_grams'),
    updatedAt: timestamps('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('product_stock_on_hand_not_negative', sql`${table.onHand} >= 0`),
    check('product_stock_held_not_negative', sql`${table.held} >= 0`),
    check('product_stock_max_per_checkout_positive', sql`${table.maxPerCheckout} > 0`),
    check('product_stock_estimated_grams_positive', sql`${table.estimatedGrams} > 0`),
  ],
);
