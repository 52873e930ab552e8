import type { Context } from 'koa';
import { findProductById, MAX_ESTIMATED_GRAMS, ProductSaleChangeSchema, type SoldByWeight } from 'contract';
import type { Database } from '../store/database';
import { productStock } from '../store/schema';
import { parseBody, type Sentences } from '../http/validateBody';
import { productIdOf } from '../stock/stockChanges';

/**
 * Which products the farm sells by weight (docs/product.md#sold-by-weight): one piece's estimated
 * grams, kept with the product's stock settings (`product_stock.estimated_grams`, null: by the
 * piece). The catalogue's price stays that of one estimated piece.
 */

/** `{ "soldByWeight": { "estimatedGrams": 1000 } }` is a few dozen bytes. */
export const PRODUCT_SALE_BODY_LIMIT = '1kb';

const SHAPE =
  'The request body must be a JSON object with soldByWeight: { "estimatedGrams": <grams> } to sell the product by weight, or null to sell it by the piece.';
const GRAMS = `soldByWeight.estimatedGrams must be one piece's estimated weight in grams, a whole number from 1 to ${MAX_ESTIMATED_GRAMS}.`;

const PRODUCT_SALE_SENTENCES: Sentences = {
  '': (problem) =>
    problem.code === 'unrecognized_keys' && problem.key !== undefined
      ? `${problem.key.slice(0, 40)} is not a field here; the one field is soldByWeight.`
      : SHAPE,
  soldByWeight: (problem) =>
    problem.code === 'unrecognized_keys' && problem.key !== undefined
      ? `soldByWeight.${problem.key.slice(0, 40)} is not a field; the one field is estimatedGrams.`
      : SHAPE,
  'soldByWeight.estimatedGrams': () => GRAMS,
};

/** A product's way of selling, from its stock row (none: by the piece). */
export const soldByWeightOf = (row: { estimatedGrams: number | null } | undefined): SoldByWeight =>
  row?.estimatedGrams ? { estimatedGrams: row.estimatedGrams } : null;

/** Part of the stock store (src/stock/stockStore.ts): the same row holds a product's stock settings and its way of selling. */
export function createProductSaleStore(db: Database) {
  return {
    /** Sells a product by weight, or by the piece again; its stock settings stay as they are. */
    async setSoldByWeight(productId: number, soldByWeight: SoldByWeight) {
      const values = { estimatedGrams: soldByWeight?.estimatedGrams ?? null, updatedAt: new Date() };
      const [row] = await db
        .insert(productStock)
        .values({ productId, ...values })
        .onConflictDoUpdate({ target: productStock.productId, set: values })
        .returning({ estimatedGrams: productStock.estimatedGrams });
      return { productId, title: findProductById(productId)!.title, soldByWeight: soldByWeightOf(row) };
    },
  };
}

type ProductSaleStore = ReturnType<typeof createProductSaleStore>;

/** `PUT …/products/:productId`, for the office and for scripts alike: answered with the product as it now sells. */
export const changeProductSale = (sales: Pick<ProductSaleStore, 'setSoldByWeight'>) => async (ctx: Context) => {
  const productId = productIdOf(ctx.params.productId);
  const { soldByWeight } = parseBody(ProductSaleChangeSchema, ctx.request.body, PRODUCT_SALE_SENTENCES);
  ctx.body = await sales.setSoldByWeight(productId, soldByWeight);
};
