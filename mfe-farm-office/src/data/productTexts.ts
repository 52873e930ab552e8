/** The Products screen's words (its own module, so they load with its route only). */
export const PRODUCT_TEXTS = {
  title: 'Products',
  description: 'What the shop can still sell: each product’s quantity on hand, or not tracked, and whether it is sold out.',
  intro:
    'A quantity on hand limits what shoppers can buy; leave it empty and the product is not tracked (no limit). Checkouts in progress have already taken theirs, and give them back if they are not paid within 30 minutes. Sold out stops its sales whatever the quantity.',
  loading: 'Loading the products…',
  onHand: 'Quantity on hand',
  onHandHint: 'Leave empty: not tracked',
  notTracked: 'Not tracked',
  count: (onHand: number) => `${onHand} on hand`,
  save: 'Save',
  soldOut: 'Sold out',
  notANumber: (title: string) => `Enter how many ${title} are on hand as a whole number, or leave the box empty: not tracked.`,
  saved: (title: string, onHand: number | null) => (onHand === null ? `${title}: not tracked.` : `${title}: ${onHand} on hand.`),
  soldOutNow: (title: string) => `${title}: sold out.`,
  onSaleAgain: (title: string) => `${title}: on sale again.`,
} as const;
