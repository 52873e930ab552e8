import { findProductById, toCartItem, type CartItem } from 'contract';
import { gramsOf, weighedLines } from './weighing';

describe('what the shop knows of weighed produce', () => {
  const availability = new Map<number, number | null>([
    [1, null],
    [19, 3],
  ]);
  const weighing = { estimatedGrams: new Map([[1, 1000]]), holdBufferPercent: 15 };

  it('is unknown without an answer, or for a product the answer does not list', () => {
    expect(gramsOf(null, null, 1)).toBeUndefined();
    expect(gramsOf(availability, weighing, 2)).toBeUndefined();
    expect([1, 19].map((id) => gramsOf(availability, weighing, id))).toEqual([1000, null]);
  });

  it('finds the cart’s weighed lines, and none while unknown', () => {
    const line = (id: number, quantity: number): CartItem => ({ ...toCartItem(findProductById(id)!, quantity), quantity });
    const items = [line(1, 2), line(19, 1)];
    expect(weighedLines(items, availability, weighing)).toEqual(new Map([[1, 1000]]));
    expect(weighedLines(items, null, null).size).toBe(0);
  });
});
