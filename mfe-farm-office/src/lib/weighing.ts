import {
  API_PATHS,
  AWAITING_WEIGHTS,
  formatCents,
  MAX_LINE_GRAMS,
  OrderDetailSchema,
  pathWith,
  WEIGHING_SENTENCES,
  weightWords,
  type OrderDetail,
  type StaffOrder,
  type WeightsRequest,
} from 'contract';
import { WEIGHING_TEXTS } from '../data/weighingTexts';
import { callStaffApi, type StaffResult } from './staffApi';
import { readWholeNumber } from './stockActions';

/** The office's side of produce sold by weight (docs/decisions/weighed-produce.md): the weights entered at packing. */

type StaffLine = StaffOrder['lines'][number];
/** A line of a weighed product, with its estimate (and, once weighed, its weight and price). */
export type WeighedLine = StaffLine & { weighing: NonNullable<StaffLine['weighing']> };

export const isWeighed = (line: StaffLine): line is WeighedLine => line.weighing !== null;

export const weighedLines = (order: StaffOrder): WeighedLine[] => order.lines.filter(isWeighed);

/** Whether the farm still has to weigh the order: it has weighed lines and its card is held (or the hold ended unweighed). */
export const awaitsWeights = (order: StaffOrder) => AWAITING_WEIGHTS.includes(order.payment.state) && weighedLines(order).length > 0;

/** "2 × about 1 kg, about $12.60": what the shopper was told of the line. */
export const estimateWords = ({ quantity, lineTotalCents, weighing }: WeighedLine) =>
  `${quantity} × about ${weightWords(weighing.estimatedGrams)}, ${WEIGHING_SENTENCES.about(lineTotalCents)}`;

/** The estimate, then once weighed "weighed 2.13 kg, $13.42": a weighed line on the order's page and its slip. */
export const weighingWords = (line: WeighedLine) => {
  const { actualGrams, chargedCents } = line.weighing;
  const estimate = estimateWords(line);
  return actualGrams === null
    ? estimate
    : `${estimate}; ${WEIGHING_TEXTS.actual(weightWords(actualGrams), formatCents(chargedCents ?? 0))}`;
};

/**
 * The request for the grams typed, one per weighed line, or the staff's sentence for the first box
 * that holds no whole number of grams the service takes.
 */
export function weightsRequest(lines: readonly WeighedLine[], typed: Record<number, string>): WeightsRequest | { refusal: string } {
  const request: WeightsRequest = { lines: [] };
  for (const line of lines) {
    const grams = readWholeNumber(typed[line.productId] ?? '', 1);
    if (grams === null || grams === undefined || grams > MAX_LINE_GRAMS) return { refusal: WEIGHING_TEXTS.notGrams(line.title) };
    request.lines.push({ productId: line.productId, grams });
  }
  return request;
}

/** Records the weights and charges their exact amount (`POST …/weights`); answered with the order as it now is. */
export function postWeights(number: string, request: WeightsRequest): Promise<StaffResult<OrderDetail>> {
  return callStaffApi(pathWith(API_PATHS.staffOrderWeights, { number }), OrderDetailSchema, { method: 'POST', body: request });
}
