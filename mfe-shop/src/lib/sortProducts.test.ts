import { products } from 'contract';
import { resolveSort, sortProducts } from './sortProducts';

const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('sortProducts', () => {
  it('latest puts the most recently listed product first', () => {
    const sorted = sortProducts(products, 'latest');
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1].listedOn >= sorted[i].listedOn).toBe(true);
    expect(sorted[0].id).toBe(20);
  });

  it('recent puts the most recently harvested product first', () => {
    const sorted = sortProducts(products, 'recent');
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1].harvestedOn >= sorted[i].harvestedOn).toBe(true);
    expect(sorted[0].title).toBe('Fresh Strawberries');
  });

  it('popular orders by review count, most first', () => {
    const reviews = sortProducts(products, 'popular').map((p) => p.reviews);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
  });

  it('relevant orders by rating, then by review count', () => {
    const sorted = sortProducts(products, 'relevant');
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1], sorted[i]];
      expect(a.ratings > b.ratings || (a.ratings === b.ratings && a.reviews >= b.reviews)).toBe(true);
    }
    expect(sorted[sorted.length - 1].ratings).toBe(2);
  });

  it('keeps every product and leaves the catalogue untouched', () => {
    const before = ids([...products]);
    const sorted = sortProducts(products, 'popular');
    expect(ids(sorted).sort((a, b) => a - b)).toEqual(before);
    expect(ids([...products])).toEqual(before);
  });

  it('reads the sort from the query, defaulting to latest', () => {
    expect(resolveSort('popular')).toBe('popular');
    expect(resolveSort(null)).toBe('latest');
    expect(resolveSort('cheapest')).toBe('latest');
  });
});
