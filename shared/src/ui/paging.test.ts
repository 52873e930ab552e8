import { pageCount, pageSlice, resolvePage } from './paging';

describe('paging', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(20, 8)).toBe(3);
    expect(pageCount(16, 8)).toBe(2);
    expect(pageCount(0, 8)).toBe(1);
  });

  it('lands garbage and out-of-range pages on a real page', () => {
    expect(resolvePage(null, 3)).toBe(1);
    expect(resolvePage('abc', 3)).toBe(1);
    expect(resolvePage('2.5', 3)).toBe(1);
    expect(resolvePage('0', 3)).toBe(1);
    expect(resolvePage('-4', 3)).toBe(1);
    expect(resolvePage('99', 3)).toBe(3);
    expect(resolvePage('2', 3)).toBe(2);
  });

  it('slices a page and reports its first and last positions', () => {
    const all = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(pageSlice(all, 3, 8)).toEqual({ items: [17, 18, 19, 20], first: 17, last: 20, total: 20 });
    expect(pageSlice([], 1, 8)).toEqual({ items: [], first: 0, last: 0, total: 0 });
  });
});
