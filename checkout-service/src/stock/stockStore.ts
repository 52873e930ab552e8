import { and, asc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { findProductById, products, stockShortfall } from 'shared';
import type { ProductAvailability, StockChange, StockLine } from 'shared/src/api';
import type { Database } from '../store/database';
import { orderLines, productStock } from '../store/schema';

/**
 * What is left to sell (docs/product.md#stock). A checkout takes its quantities out in the
 * transaction that stores its pending order (`reserve`), so two checkouts for the last units cannot
 * both succeed; an order that is never paid gives them back in the transaction that moves it out
 * of pending (`release`), so it happens exactly once.
 */

/** A checkout asked for more than is left: its sentence names the product and how many are left. */
export class OutOfStockError extends Error {
  constructor(
    readonly productId: number,
    readonly left: number,
  ) {
    super(stockShortfall(findProductById(productId)?.title ?? `Product ${productId}`, left));
    this.name = 'OutOfStockError';
  }
}

type StockRow = typeof productStock.$inferSelect;

/** How many can be bought: null when not counted, 0 when switched to sold out. */
const leftOf = (row: StockRow | undefined): number | null => (row ? (row.soldOut ? 0 : row.onHand) : null);

/**
 * Takes each product's quantity out of its stock, in product order (so two checkouts lock rows in
 * the same order and never deadlock), only where enough is left. Returns how many were taken of each
 * product (0 where not tracked); throws OutOfStockError, rolling the whole checkout back, otherwise.
 */
export async function reserveStock(tx: Database, quantities: ReadonlyMap<number, number>): Promise<Map<number, number>> {
  const reserved = new Map<number, number>();
  for (const [productId, quantity] of [...quantities].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(productStock)
      .set({ onHand: sql`${productStock.onHand} - ${quantity}`, updatedAt: new Date() })
      .where(and(eq(productStock.productId, productId), eq(productStock.soldOut, false), isNotNull(productStock.onHand), gte(productStock.onHand, quantity)))
      .returning({ productId: productStock.productId });
    if (taken.length > 0) {
      reserved.set(productId, quantity);
      continue;
    }
    const [row] = await tx.select().from(productStock).where(eq(productStock.productId, productId)).limit(1);
    const left = leftOf(row);
    if (left !== null) throw new OutOfStockError(productId, left);
    reserved.set(productId, 0);
  }
  return reserved;
}

/**
 * Gives back what the orders' lines took, and marks it given back: called in the transaction that
 * moves the orders out of pending, and harmless if ever called again. A product the farm stopped
 * tracking meanwhile stays untracked.
 */
export async function releaseStock(tx: Database, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const held = and(inArray(orderLines.orderId, [...orderIds]), gt(orderLines.reservedQuantity, 0));
  const lines = await tx.select({ productId: orderLines.productId, reserved: orderLines.reservedQuantity }).from(orderLines).where(held).for('update');
  if (lines.length === 0) return;
  await tx.update(orderLines).set({ reservedQuantity: 0 }).where(held);
  const back = new Map<number, number>();
  for (const line of lines) back.set(line.productId, (back.get(line.productId) ?? 0) + line.reserved);
  for (const [productId, quantity] of [...back].sort(([a], [b]) => a - b)) {
    await tx
      .update(productStock)
      .set({ onHand: sql`${productStock.onHand} + ${quantity}`, updatedAt: new Date() })
      .where(and(eq(productStock.productId, productId), isNotNull(productStock.onHand)));
  }
}

export function createStockStore(db: Database) {
  async function rows(): Promise<Map<number, StockRow>> {
    const all = await db.select().from(productStock).orderBy(asc(productStock.productId));
    return new Map(all.map((row) => [row.productId, row]));
  }

  const lineOf = (productId: number, row: StockRow | undefined): StockLine => ({
    productId,
    title: findProductById(productId)?.title ?? `Product ${productId}`,
    onHand: row?.onHand ?? null,
    soldOut: row?.soldOut ?? false,
  });

  return {
    /** Every product of the catalogue, as the shop shows it. */
    async availability(): Promise<ProductAvailability[]> {
      const stock = await rows();
      return products.map((product) => ({ productId: product.id, left: leftOf(stock.get(product.id)) }));
    },

    /** Every product of the catalogue, as the office's Products screen shows it. */
    async list(): Promise<StockLine[]> {
      const stock = await rows();
      return products.map((product) => lineOf(product.id, stock.get(product.id)));
    },

    /** Sets what the farm has: the fields given change, the others stay. */
    async set(productId: number, change: StockChange): Promise<StockLine> {
      const values = {
        ...(change.onHand === undefined ? {} : { onHand: change.onHand }),
        ...(change.soldOut === undefined ? {} : { soldOut: change.soldOut }),
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
