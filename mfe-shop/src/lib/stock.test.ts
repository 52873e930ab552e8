import { findProductById, toCartItem, type CartItem } from 'contract';
import { cartShortfalls, isSoldOut, leftOf, quantityLimit } from './stock';

describe('what the shop knows is left', () => {
  const availability = new Map<number, number | null>([
    [19, 3],
    [20, 0],
    [1, null],
  ]);

  it('is unknown without an availability, or for a product it does not list', () => {
    expect(leftOf(null, 19)).toBeUndefined();
    expect(leftOf(availability, 2)).toBeUndefined();
    expect([19, 20, 1].map((id) => leftOf(availability, id))).toEqual([3, 0, null]);
  });

  it('is sold out only when known to be', () => {
    expect([undefined, null, 40, 3, 0].map(isSoldOut)).toEqual([false, false, false, false, true]);
  });

  it('limits a line to what is left, within the cart’s own limit', () => {
    expect([undefined, null, 400, 3, 0].map(quantityLimit)).toEqual([99, 99, 99, 3, 0]);
  });

  it('names each cart line asking for more than is left, with the service’s sentence', () => {
    const line = (id: number, quantity: number): CartItem => ({ ...toCartItem(findProductById(id)!, quantity), quantity });
    const items = [line(1, 50), line(19, 4), line(20, 1), line(3, 2)];
    expect(cartShortfalls(items, availability)).toEqual([
      { id: 19, message: 'Only 3 Organic Brown Rice left.' },
      { id: 20, message: 'Heirloom Popcorn Kernels: sold out, none left.' },
    ]);
    expect(cartShortfalls([line(19, 3)], availability)).toEqual([]);
    expect(cartShortfalls(items, null)).toEqual([]);
  });
});
