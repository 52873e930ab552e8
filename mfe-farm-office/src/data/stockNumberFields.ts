import type { StockLine } from 'contract';
import { PRODUCT_TEXTS as T } from './productTexts';

/** One of a product's number boxes on the Products screen: what it sets and how it is worded. */
interface StockNumberField {
  field: 'onHand' | 'maxPerCheckout';
  label: string;
  hint: string;
  /** The smallest whole number the box takes (empty is always allowed: not tracked, the default). */
  min: number;
  /** A word after Save's, for the screen reader, where two Saves sit in one row. */
  saveDetail?: string;
  /** The staff's words when the box holds no whole number. */
  refusal: (title: string) => string;
  /** What the toast says once the service has saved it. */
  said: (saved: StockLine) => string;
}

/** The quantity on hand, then what one order may take (docs/product.md#stock). */
export const STOCK_NUMBER_FIELDS: readonly StockNumberField[] = [
  {
    field: 'onHand',
    label: T.onHand,
    hint: T.onHandHint,
    min: 0,
    refusal: T.notANumber,
    said: (saved) => T.saved(saved.title, saved.onHand, saved.held),
  },
  {
    field: 'maxPerCheckout',
    label: T.maxPerCheckout,
    hint: T.maxPerCheckoutHint,
    min: 1,
    saveDetail: T.saveLimitDetail,
    refusal: T.notALimit,
    said: (saved) => T.limitSaved(saved.title, saved.maxPerCheckout),
  },
];
