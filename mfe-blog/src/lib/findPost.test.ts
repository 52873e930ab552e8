import { findById } from './findPost';

const items = [{ id: 1 }, { id: 12 }];

describe('findById', () => {
  it('finds an item by the id in a route parameter', () => {
    expect(findById(items, '12')).toEqual({ id: 12 });
  });

  it.each([undefined, '', 'abc', '1.5', '-1', '12abc', '99'])('finds nothing for %p', (raw) => {
    expect(findById(items, raw)).toBeUndefined();
  });
});
