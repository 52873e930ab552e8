import { weighedLineCents, type WeightsRequest } from 'contract';
import type { StoredOrder } from '../domain';
import { RequestError } from '../http/httpErrors';
import type { LineWeight } from './weighingStore';

/**
 * What the weights entered at packing come to (docs/decisions/weighed-produce.md): each weighed
 * line's exact price at the price per kilo the shop showed, rounded per line, and the order's exact
 * total, its lines sold by the piece and its delivery fee as they were.
 */

const weighedTwice = (productId: number) => `Product ${productId} is listed twice; send each weighed line's grams once.`;
const notInOrder = (number: string, productId: number) => `Order ${number} has no product ${productId}.`;
const soldByThePiece = (number: string, title: string, productId: number) =>
  `${title} (product ${productId}) in order ${number} is sold by the piece; it has no weight to enter.`;
const notWeighed = (title: string, productId: number) =>
  `Enter the grams of ${title} (product ${productId}) too: every weighed line of the order needs its weight.`;

export interface WeighedOrder {
  lines: LineWeight[];
  /** The order's exact total for these weights: it may be above the hold, which the caller decides on. */
  exactCents: number;
}

/** The request's grams, each weighed line's exactly once, priced; a 400 sentence for a line missing, unknown or not weighed. */
export function weighLines(order: StoredOrder, request: WeightsRequest): WeighedOrder {
  const grams = new Map<number, number>();
  for (const { productId, grams: weighed } of request.lines) {
    if (grams.has(productId)) throw new RequestError(400, weighedTwice(productId));
    const line = order.lines.find((candidate) => candidate.productId === productId);
    if (!line) throw new RequestError(400, notInOrder(order.number, productId));
    if (!line.weighing) throw new RequestError(400, soldByThePiece(order.number, line.title, productId));
    grams.set(productId, weighed);
  }
  const lines: LineWeight[] = [];
  let exactCents = order.fulfilment.feeCents;
  for (const line of order.lines) {
    if (!line.weighing) {
      exactCents += line.lineTotalCents;
      continue;
    }
    const actualGrams = grams.get(line.productId);
    if (actualGrams === undefined) throw new RequestError(400, notWeighed(line.title, line.productId));
    const chargedCents = weighedLineCents(line.unitPriceCents, line.weighing.estimatedGrams, actualGrams);
    lines.push({ productId: line.productId, actualGrams, chargedCents });
    exactCents += chargedCents;
  }
  return { lines, exactCents };
}

/** Whether the order's weighed lines already carry exactly these weights (a repeated request). */
export const sameWeights = (order: StoredOrder, lines: LineWeight[]) =>
  lines.every((weighed) =>
    order.lines.some((line) => line.productId === weighed.productId && line.weighing?.actualGrams === weighed.actualGrams),
  );
