import { MAX_ESTIMATED_GRAMS, MAX_LINE_GRAMS } from 'contract';

/**
 * The office's own words for produce sold by weight (docs/decisions/weighed-produce.md); what the
 * shop also says (the price per kilo, "about $X", the hold, what was charged) is contract's
 * WEIGHING_SENTENCES.
 */
export const WEIGHING_TEXTS = {
  /** The Products screen's control. */
  soldByWeight: 'Sold by weight',
  estimatedGrams: 'Estimated grams per piece',
  estimatedGramsHint: 'One piece as the shop sells it; its price stays the catalogue’s, so the price per kilo follows from it.',
  saveWay: 'Save',
  /** After Save, for screen readers: which of the row's Save buttons this is. */
  saveWayDetail: 'way of selling',
  notEstimate: (title: string) =>
    `Enter the estimated weight of one piece of ${title} in grams, a whole number from 1 to ${MAX_ESTIMATED_GRAMS}.`,
  byWeightNow: (title: string, each: string) => `${title}: sold by weight, ${each}.`,
  byPieceNow: (title: string) => `${title}: sold by the piece.`,
  /** The weights form, on an order's page and its packing slip. */
  weights: 'Weights',
  weightsHint:
    'Weigh each line, all its pieces together, and enter the grams: the exact amount is charged and the rest of the hold released.',
  grams: (title: string) => `${title}, grams`,
  submit: 'Submit weights',
  chargeMaximum: 'Charge the hold’s maximum',
  weighAgain: 'Weigh again',
  notGrams: (title: string) => `Enter the grams of ${title}, all its pieces together, as a whole number from 1 to ${MAX_LINE_GRAMS}.`,
  weighed: (number: string, said: string) => `Order ${number} is weighed. ${said}.`,
  /** A weighed line once weighed: "weighed 2.13 kg, $13.42". */
  actual: (weight: string, price: string) => `weighed ${weight}, ${price}`,
  /** The packing list's columns for weighed products. */
  estimatedWeight: 'Estimated weight',
  weighedWeight: 'Weighed',
  weighedOf: (weight: string, weighed: number, orders: number) => `${weight} (${weighed} of ${orders} orders)`,
  /** The order list and the holds: when a held card is given back if nothing is captured. */
  holdEnds: 'Hold ends',
} as const;

/** The card holds' page. */
export const HOLDS_TEXTS = {
  title: 'Card holds',
  description: 'Orders with produce sold by weight whose card hold ends within a day, and those whose hold ended before they were weighed.',
  intro:
    'A card hold lasts about 7 days. Weigh these orders before their hold ends; once a hold has ended, weighing them e-mails the shopper a link to pay the exact amount, and they stay here until it is paid.',
  loading: 'Loading the holds…',
  endingSoon: 'Hold ends within 24 hours',
  noneEndingSoon: 'No hold ends within 24 hours.',
  lapsed: 'Hold ended: weigh, or wait for the pay link',
  noneLapsed: 'No hold has ended unpaid.',
} as const;
