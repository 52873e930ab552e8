import { cart, notify, toCartItem, type CartBus, type Product } from 'shared';
import { parseQuantity } from './quantity';

export type AddToCartOutcome = 'added' | 'invalid-quantity' | 'already-in-cart';

/**
 * Adds a product the way every shop page does (docs/product.md#product-page): a bad quantity
 * or a product already in the cart is refused with a warning, otherwise it is added.
 */
export function addToCart(product: Product, rawQuantity: string, bus: CartBus = cart): AddToCartOutcome {
  const quantity = parseQuantity(rawQuantity);
  if (quantity === null) {
    notify.warning('Please enter a valid quantity');
    return 'invalid-quantity';
  }
  if (bus.has(product.id)) {
    notify.warning('Product already in cart');
    return 'already-in-cart';
  }
  bus.add(toCartItem(product, quantity));
  notify.success('Product added successfully');
  return 'added';
}
