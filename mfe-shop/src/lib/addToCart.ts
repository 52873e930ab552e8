import { cart, notify, type CartBus } from 'shared';
import { stockShortfall, toCartItem, type Product } from 'contract';
import { parseQuantity } from './quantity';
import { quantityLimit, type KnownLeft } from './stock';

export type AddToCartOutcome = 'added' | 'invalid-quantity' | 'already-in-cart' | 'not-enough-left';

/**
 * Adds a product the way every shop page does (docs/product.md#product-page): a bad quantity,
 * a product already in the cart or more than is left (when the page knows) is refused with a
 * warning, otherwise it is added. The service checks stock again at checkout; this only spares
 * the shopper a refusal there.
 */
export function addToCart(product: Product, rawQuantity: string, left: KnownLeft = undefined, bus: CartBus = cart): AddToCartOutcome {
  const quantity = parseQuantity(rawQuantity);
  if (quantity === null) {
    notify.warning('Please enter a valid quantity');
    return 'invalid-quantity';
  }
  if (bus.has(product.id)) {
    notify.warning('Product already in cart');
    return 'already-in-cart';
  }
  if (quantity > quantityLimit(left)) {
    notify.warning(stockShortfall(product.title, typeof left === 'number' ? left : 0));
    return 'not-enough-left';
  }
  bus.add(toCartItem(product, quantity));
  notify.success('Product added successfully');
  return 'added';
}
