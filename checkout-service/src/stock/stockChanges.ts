import type { Context } from 'koa';
import { DEFAULT_MAX_PER_CHECKOUT, findProductById, MAX_LINE_QUANTITY, MAX_ON_HAND, StockChangeSchema } from 'contract';
import { RequestError } from '../http/httpErrors';
import { parseBody, type Sentences } from '../http/validateBody';
import type { StockStore } from './stockStore';

/** A stock change is a couple of fields. */
export const STOCK_BODY_LIMIT = '1kb';

const SHAPE =
  'The request body must be a JSON object with onHand (a whole number, or null for not tracked), soldOut (true or false) and/or maxPerCheckout (a whole number, or null for the default).';

/** The catalogue's product named in the path, or a 404 sentence. */
export function productIdOf(param: string | undefined): number {
  const id = /^[0-9]{1,9}$/.test(param ?? '') ? Number(param) : NaN;
  if (!findProductById(id)) throw new RequestError(404, `There is no product ${String(param).slice(0, 20)} in the catalogue.`);
  return id;
}

/** A stock change's refusals, each naming the field, as the office and scripts have always read them. */
const STOCK_CHANGE_SENTENCES: Sentences = {
  '': (problem) =>
    problem.code === 'unrecognized_keys' && problem.key !== undefined
      ? `${problem.key.slice(0, 40)} is not a stock field; the fields are onHand, soldOut and maxPerCheckout.`
      : SHAPE,
  maxPerCheckout: () =>
    `maxPerCheckout must be a whole number from 1 to ${MAX_LINE_QUANTITY}, or null for the shop's default of ${DEFAULT_MAX_PER_CHECKOUT}.`,
  onHand: () => `onHand must be a whole number from 0 to ${MAX_ON_HAND}, or null for not tracked.`,
  soldOut: () => 'soldOut must be true or false.',
};

/** `PUT …/stock/:productId`, for the office and for scripts alike: answered with the product's stock. */
export const changeStock = (stock: StockStore) => async (ctx: Context) => {
  const productId = productIdOf(ctx.params.productId);
  ctx.body = await stock.set(productId, parseBody(StockChangeSchema, ctx.request.body, STOCK_CHANGE_SENTENCES));
};
