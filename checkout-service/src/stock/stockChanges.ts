import type { Context } from 'koa';
import { DEFAULT_MAX_PER_CHECKOUT, findProductById, MAX_LINE_QUANTITY, type StockChange } from 'contract';
import { RequestError } from '../http/httpErrors';
import type { StockStore } from './stockStore';

/** More than any farm holds of one product; a typo of extra zeros is refused rather than stored. */
const MAX_ON_HAND = 100_000;

/** A stock change is a couple of fields. */
export const STOCK_BODY_LIMIT = '1kb';

const SHAPE =
  'The request body must be a JSON object with onHand (a whole number, or null for not tracked), soldOut (true or false) and/or maxPerCheckout (a whole number, or null for the default).';

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The catalogue's product named in the path, or a 404 sentence. */
function productIdOf(param: string | undefined): number {
  const id = /^[0-9]{1,9}$/.test(param ?? '') ? Number(param) : NaN;
  if (!findProductById(id)) throw new RequestError(404, `There is no product ${String(param).slice(0, 20)} in the catalogue.`);
  return id;
}

/** A stock change as sent by the office or a script; each refusal names the field. */
function parseStockChange(body: unknown): StockChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new RequestError(400, SHAPE);
  const { onHand, soldOut, maxPerCheckout, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new RequestError(400, `${unknown.slice(0, 40)} is not a stock field; the fields are onHand, soldOut and maxPerCheckout.`);
  if (onHand === undefined && soldOut === undefined && maxPerCheckout === undefined) throw new RequestError(400, SHAPE);
  if (maxPerCheckout !== undefined && maxPerCheckout !== null && !isWhole(maxPerCheckout, 1, MAX_LINE_QUANTITY)) {
    throw new RequestError(400, `maxPerCheckout must be a whole number from 1 to ${MAX_LINE_QUANTITY}, or null for the shop's default of ${DEFAULT_MAX_PER_CHECKOUT}.`);
  }
  if (onHand !== undefined && onHand !== null && !isWhole(onHand, 0, MAX_ON_HAND)) {
    throw new RequestError(400, `onHand must be a whole number from 0 to ${MAX_ON_HAND}, or null for not tracked.`);
  }
  if (soldOut !== undefined && typeof soldOut !== 'boolean') throw new RequestError(400, 'soldOut must be true or false.');
  return {
    ...(onHand === undefined ? {} : { onHand }),
    ...(soldOut === undefined ? {} : { soldOut }),
    ...(maxPerCheckout === undefined ? {} : { maxPerCheckout }),
  };
}

/** `PUT …/stock/:productId`, for the office and for scripts alike: answered with the product's stock. */
export const changeStock = (stock: StockStore) => async (ctx: Context) => {
  const productId = productIdOf(ctx.params.productId);
  ctx.body = await stock.set(productId, parseStockChange(ctx.request.body));
};
