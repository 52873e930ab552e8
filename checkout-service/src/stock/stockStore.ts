import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  DEFAULT_MAX_PER_CHECKOUT,
  DETAILS_FOR_COUNTED_STOCK,
  findProductById,
  MAX_HELD_PER_ADDRESS,
  OVER_ADDRESS_HOLD,
  overCheckoutLimit,
  type ApiErrorCode,
  type ProductAvailability,
  products,
  type StockChange,
  type StockLine,
  stockShortfall,
} from 'contract';
import type { Database } from '../store/database';
import { placeholdersOf, preparedStatement, rowOf } from '../store/preparedStatement';
import { orderLines, orders, productStock } from '../store/schema';
import { createProductSaleStore, soldByWeightOf } from '../products/productSale';

/**
 * Each product's stock (docs/product.md#stock): `onHand` is what the farm has and has not sold,
 * `held` what unpaid checkouts took of it, and `onHand - held` is for sale. A checkout adds to
 * `held` in the transaction that stores its pending order (`reserveStock`), so two checkouts for the
 * last units cannot both succeed; payment takes its units out of both (`sellStock`), and an order
 * never paid out of `held` alone (`releaseStock`), each in the transaction that moves the order out
 * of pending, so it happens exactly once. A stocktake sets `onHand` and leaves `held` alone.
 */

/**
 * The stock's refusal of a checkout, as the shopper is told it (src/checkout/startCheckout.ts):
 * a request to change (409) or details to give (400), with the contract's error code.
 */
export abstract class StockRefusal extends Error {
  abstract readonly status: 400 | 409;
  abstract readonly code: ApiErrorCode;
}

/**
 * A refusal by what unpaid checkouts hold: a retried request meets it where its first attempt,
 * whose order now holds the units, succeeded (src/orders/pendingOrder.ts answers with that order).
 */
abstract class HeldStockRefusal extends StockRefusal {
  readonly status = 409;
}

/** A checkout asked for more than is left: its sentence names the product and how many are left. */
class OutOfStockError extends HeldStockRefusal {
  readonly code = 'out_of_stock';

  constructor(
    readonly productId: number,
    readonly left: number,
  ) {
    super(stockShortfall(titleOf(productId), left));
    this.name = 'OutOfStockError';
  }
}

/** A checkout asked for more of a counted product than one checkout may take. */
class OverCheckoutLimitError extends HeldStockRefusal {
  readonly code = 'over_order_limit';

  constructor(productId: number, max: number) {
    super(overCheckoutLimit(titleOf(productId), max));
    this.name = 'OverCheckoutLimitError';
  }
}

/** The checkouts of one client address would hold more than MAX_HELD_PER_ADDRESS units unpaid. */
class AddressHoldLimitError extends HeldStockRefusal {
  readonly code = 'address_hold_limit';

  constructor() {
    super(OVER_ADDRESS_HOLD);
    this.name = 'AddressHoldLimitError';
  }
}

/** A checkout with no name or e-mail asked for counted stock: the request alone decides it. */
class DetailsRequiredError extends StockRefusal {
  readonly status = 400;
  readonly code = 'details_required';

  constructor() {
    super(DETAILS_FOR_COUNTED_STOCK);
    this.name = 'DetailsRequiredError';
  }
}

/** Whether a retried request may meet this failure of the stock where its first attempt succeeded. */
export const refusedByHeldStock = (error: unknown): boolean => error instanceof HeldStockRefusal;

const titleOf = (productId: number) => findProductById(productId)?.title ?? `Product ${productId}`;

type StockRow = typeof productStock.$inferSelect;

/** How many can be bought: null when not counted, 0 when switched to sold out or all held. */
const leftOf = (row: StockRow | undefined): number | null => {
  if (!row) return null;
  if (row.soldOut) return 0;
  return row.onHand === null ? null : Math.max(0, row.onHand - row.held);
};

const limitOf = (row: StockRow | undefined) => row?.maxPerCheckout ?? DEFAULT_MAX_PER_CHECKOUT;

/** The checked-out products' stock rows, by product; a product with no row is neither counted nor weighed. */
export type StockRows = ReadonlyMap<number, StockRow>;

/** The products' stock rows, in one statement: what the checkout holds and weighs is read there. */
export async function stockRowsOf(tx: Database, productIds: readonly number[]): Promise<StockRows> {
  const rows = (await readStockRows(tx, { productIds: [...productIds] })).map((raw) => rowOf(productStock, raw));
  return new Map(rows.map((row) => [row.productId, row]));
}

/** Every checkout reads its products' rows: built once (src/store/preparedStatement.ts), for any number of products. */
const readStockRows = preparedStatement('checkout_read_stock', (db, values: { productIds: number[] }) =>
  db
    .select()
    .from(productStock)
    .where(sql`${productStock.productId} = any(${placeholdersOf(values).productIds})`),
);

/** Who is checking out, as far as holding stock goes. */
export interface Holder {
  /** The checkout named its shopper (a name and an e-mail). */
  identified: boolean;
  /** SHA-256 of the client address, or null when unknown (a script on this machine). */
  clientKey: string | null;
}

/**
 * Holds each product's quantity for a checkout, in product order (so two checkouts lock rows in the
 * same order and never deadlock), only where enough is for sale and within what one checkout may
 * take. Returns how many were held of each product (0 where not counted); throws, rolling the whole
 * checkout back, when one cannot be held, when an anonymous checkout asks for counted stock, or when
 * the client address would hold more than MAX_HELD_PER_ADDRESS units unpaid.
 *
 * What a checkout costs is kept small, as every checkout pays it (docs/performance-log.md, 27
 * November 2026): the products' rows are read once, by `stockRowsOf`, and serve the checkout's
 * weighing too; only counted ones are updated, and the address's lock is taken only when something
 * counted is held, so checkouts of uncounted produce from one address (a shop's network, a
 * carrier's NAT) do not wait for each other.
 */
export async function reserveStock(
  tx: Database,
  rows: StockRows,
  quantities: ReadonlyMap<number, number>,
  holder: Holder,
): Promise<Map<number, number>> {
  const ids = [...quantities.keys()].sort((a, b) => a - b);
  const reserved = new Map<number, number>();
  for (const productId of ids) {
    const quantity = quantities.get(productId)!;
    // Not counted when read: the checkout is ordered before a stocktake that starts counting it.
    if (leftOf(rows.get(productId)) === null) {
      reserved.set(productId, 0);
      continue;
    }
    // Counted stock is held only for a named shopper: asked first, so an anonymous probe learns nothing else.
    if (!holder.identified) throw new DetailsRequiredError();
    const taken = await tx
      .update(productStock)
      .set({ held: sql`${productStock.held} + ${quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(productStock.productId, productId),
          eq(productStock.soldOut, false),
          isNotNull(productStock.onHand),
          sql`${productStock.onHand} - ${productStock.held} >= ${quantity}`,
          sql`coalesce(${productStock.maxPerCheckout}, ${DEFAULT_MAX_PER_CHECKOUT}) >= ${quantity}`,
        ),
      )
      .returning({ productId: productStock.productId });
    if (taken.length > 0) {
      reserved.set(productId, quantity);
      continue;
    }
    // Refused: read again, as another checkout may have taken the last units since the first read.
    const [row] = await tx.select().from(productStock).where(eq(productStock.productId, productId)).limit(1);
    const left = leftOf(row);
    if (left === null) {
      reserved.set(productId, 0);
      continue;
    }
    if (left < quantity) throw new OutOfStockError(productId, left);
    throw new OverCheckoutLimitError(productId, limitOf(row));
  }
  const holding = [...reserved.values()].reduce((sum, units) => sum + units, 0);
  if (holding > 0 && holder.clientKey) {
    // One address's checkouts are counted one at a time, until each commits, so two at once cannot
    // both pass the cap; the lock is taken after the rows above, always in this order: no deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holder:${holder.clientKey}`}))`);
    const [{ units }] = await tx
      .select({ units: sql<number>`coalesce(sum(${orderLines.reservedQuantity}), 0)::integer` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.clientKey, holder.clientKey), eq(orders.status, 'pending')));
    if (units + holding > MAX_HELD_PER_ADDRESS) throw new AddressHoldLimitError();
  }
  return reserved;
}

/** The units the orders' lines still hold, per product, marked as no longer held. */
async function takeHeldUnits(tx: Database, orderIds: readonly string[]): Promise<[number, number][]> {
  if (orderIds.length === 0) return [];
  const held = and(inArray(orderLines.orderId, [...orderIds]), gt(orderLines.reservedQuantity, 0));
  const lines = await tx
    .select({ productId: orderLines.productId, reserved: orderLines.reservedQuantity })
    .from(orderLines)
    .where(held)
    .for('update');
  if (lines.length === 0) return [];
  await tx.update(orderLines).set({ reservedQuantity: 0 }).where(held);
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.reserved);
  return [...units].sort(([a], [b]) => a - b);
}

/**
 * Gives back what the orders' lines hold, and marks it given back: called in the transaction that
 * moves the orders out of pending unpaid, and harmless if ever called again.
 */
export async function releaseStock(tx: Database, orderIds: readonly string[]): Promise<void> {
  for (const [productId, quantity] of await takeHeldUnits(tx, orderIds)) {
    await tx
      .update(productStock)
      .set({ held: sql`${productStock.held} - ${quantity}`, updatedAt: new Date() })
      .where(eq(productStock.productId, productId));
  }
}

/**
 * The orders are paid: what their lines held is sold, out of `onHand` and `held` alike. A stocktake
 * below what was held meanwhile leaves `onHand` at 0, never refusing a payment already taken.
 */
export async function sellStock(tx: Database, orderIds: readonly string[]): Promise<void> {
  for (const [productId, quantity] of await takeHeldUnits(tx, orderIds)) {
    await tx
      .update(productStock)
      .set({
        held: sql`${productStock.held} - ${quantity}`,
        onHand: sql`greatest(${productStock.onHand} - ${quantity}, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(productStock.productId, productId));
  }
}

export function createStockStore(db: Database) {
  async function rows(): Promise<Map<number, StockRow>> {
    const all = await db.select().from(productStock).orderBy(asc(productStock.productId));
    return new Map(all.map((row) => [row.productId, row]));
  }

  const lineOf = (productId: number, row: StockRow | undefined): StockLine => ({
    productId,
    title: titleOf(productId),
    onHand: row?.onHand ?? null,
    held: row?.held ?? 0,
    maxPerCheckout: row?.maxPerCheckout ?? null,
    soldOut: row?.soldOut ?? false,
    soldByWeight: soldByWeightOf(row),
  });

  return {
    // Which products are sold by weight: the same rows (docs/product.md#sold-by-weight).
    ...createProductSaleStore(db),

    /** Every product of the catalogue, as the shop shows it. */
    async availability(): Promise<ProductAvailability[]> {
      const stock = await rows();
      return products.map((product) => {
        const row = stock.get(product.id);
        return { productId: product.id, left: leftOf(row), soldByWeight: soldByWeightOf(row) };
      });
    },

    /** Every product of the catalogue, as the office's Products screen shows it. */
    async list(): Promise<StockLine[]> {
      const stock = await rows();
      return products.map((product) => lineOf(product.id, stock.get(product.id)));
    },

    /**
     * Sets what the farm has: the fields given change, the others stay. `onHand` is the farm's count,
     * held units included; what unpaid checkouts hold stays held (a stocktake never counts it twice).
     */
    async set(productId: number, change: StockChange): Promise<StockLine> {
      const values = {
        ...(change.onHand === undefined ? {} : { onHand: change.onHand }),
        ...(change.soldOut === undefined ? {} : { soldOut: change.soldOut }),
        ...(change.maxPerCheckout === undefined ? {} : { maxPerCheckout: change.maxPerCheckout }),
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(productStock)
        .values({ productId, ...values })
        .onConflictDoUpdate({ target: productStock.productId, set: values })
        .returning();
      return lineOf(productId, row);
    },
  };
}

export type StockStore = ReturnType<typeof createStockStore>;
