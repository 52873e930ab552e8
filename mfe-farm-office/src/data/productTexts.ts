import { DEFAULT_MAX_PER_CHECKOUT } from 'contract';

/** The Products screen's words (its own module, so they load with its route only). */
export const PRODUCT_TEXTS = {
  title: 'Products',
  description:
    'What the shop can still sell: each product’s quantity on hand, or not tracked, what one order may take, and whether it is sold out.',
  intro: `Enter the quantity on hand as you count it, units held by checkouts included: the shop sells what is on hand minus what checkouts in progress hold, and a checkout not paid within 30 minutes gives its units back. Leave it empty and the product is not tracked (no limit). One order may take at most ${DEFAULT_MAX_PER_CHECKOUT} of a tracked product unless you set its own limit. Sold out stops its sales whatever the quantity.`,
  loading: 'Loading the products…',
  onHand: 'Quantity on hand',
  onHandHint: 'Leave empty: not tracked',
  notTracked: 'Not tracked',
  count: (onHand: number, held: number) => `${onHand} on hand · ${held} held by checkouts · ${Math.max(0, onHand - held)} for sale`,
  maxPerCheckout: 'Most per order',
  maxPerCheckoutHint: `Leave empty: ${DEFAULT_MAX_PER_CHECKOUT}, the shop's default`,
  notALimit: (title: string) =>
    `Enter the most one order may take of ${title} as a whole number from 1, or leave the box empty for the shop's default.`,
  limitSaved: (title: string, max: number | null) => `${title}: at most ${max ?? DEFAULT_MAX_PER_CHECKOUT} per order.`,
  save: 'Save',
  /** Said after Save to screen readers only: the row's second Save button keeps one visible word and fits its column. */
  saveLimitDetail: 'limit',
  soldOut: 'Sold out',
  notANumber: (title: string) => `Enter how many ${title} are on hand as a whole number, or leave the box empty: not tracked.`,
  saved: (title: string, onHand: number | null, held: number) =>
    onHand === null ? `${title}: not tracked.` : `${title}: ${onHand} on hand, ${Math.max(0, onHand - held)} for sale.`,
  soldOutNow: (title: string) => `${title}: sold out.`,
  onSaleAgain: (title: string) => `${title}: on sale again.`,
} as const;
