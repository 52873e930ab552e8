import { pageSlice, pageCount } from 'shared';
import { products } from 'contract';
import { SHOP_PAGE_SIZE } from '../data/shopSettings';
import { resultsLine } from './resultsLine';

describe('shop paging', () => {
  const pages = pageCount(products.length, SHOP_PAGE_SIZE);

  it('splits the 20 products into 3 pages of 8, 8 and 4', () => {
    expect(pages).toBe(3);
    expect(resultsLine(pageSlice(products, 1, SHOP_PAGE_SIZE))).toBe('Showing 1–8 of 20 results');
    expect(resultsLine(pageSlice(products, 2, SHOP_PAGE_SIZE))).toBe('Showing 9–16 of 20 results');
    expect(resultsLine(pageSlice(products, 3, SHOP_PAGE_SIZE))).toBe('Showing 17–20 of 20 results');
  });

  it('words a single item and an empty list', () => {
    expect(resultsLine({ first: 9, last: 9, total: 9 })).toBe('Showing 9 of 9 results');
    expect(resultsLine({ first: 0, last: 0, total: 0 })).toBe('Showing 0 results');
  });
});
