/** The most of one product a cart line can hold; the checkout-service refuses more. */
export const MAX_LINE_QUANTITY = 99;

/** One cart line (docs/product.md#cart-line). price is in dollars, parsed from the catalogue's price text. */
export interface CartItem {
  id: number;
  title: string;
  price: number;
  quantity: number;
  thumb: string;
}

export type NewCartItem = Omit<CartItem, 'quantity'> & { quantity?: number };
