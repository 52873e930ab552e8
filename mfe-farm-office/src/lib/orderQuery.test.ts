import { orderListPath, orderQueryParams, readOrderQuery, withFilter } from './orderQuery';

const read = (search: string) => readOrderQuery(new URLSearchParams(search));

describe("the order list's address", () => {
  it('reads the filters and the page it carries', () => {
    expect(read('?page=2&status=paid&from=2026-11-01&to=2026-11-30&method=delivery&q=%20souza%20')).toEqual({
      status: 'paid',
      from: '2026-11-01',
      to: '2026-11-30',
      method: 'delivery',
      q: 'souza',
      page: 2,
    });
  });

  it('reads anything unknown or malformed as no filter and page 1', () => {
    expect(read('?page=-3&status=shipped&from=yesterday&method=drone')).toEqual({
      status: '',
      from: '',
      to: '',
      method: '',
      q: '',
      page: 1,
    });
    expect(read('?page=2.5').page).toBe(1);
  });

  it('writes only what is set, the page past the first, and goes back to page 1 when a filter changes', () => {
    const query = read('?page=4&status=packed');
    expect(orderQueryParams(query).toString()).toBe('status=packed&page=4');
    expect(orderQueryParams(withFilter(query, 'q', 'ana')).toString()).toBe('status=packed&q=ana');
    expect(orderListPath(read(''))).toBe('/api/staff/orders');
    expect(orderListPath(query)).toBe('/api/staff/orders?status=packed&page=4');
  });
});
