import { parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [' 3 ', 3],
    ['99', 99],
  ])('accepts the whole number %p', (raw, expected) => {
    expect(parseQuantity(raw)).toBe(expected);
  });

  it.each(['0', '-1', '1.5', '', 'abc', '2e3', '100', '99999999999999999999'])('refuses %p', (raw) => {
    expect(parseQuantity(raw)).toBeNull();
  });
});
