import type { Product } from 'contract';
import { DEFAULT_SORT, SORT_OPTIONS, type SortKey } from '../data/sortOptions';

type Compare = (a: Product, b: Product) => number;

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Every order ends on the id, so equal products never swap places between renders. */
const COMPARES: Record<SortKey, Compare> = {
  latest: (a, b) => newestFirst(a.listedOn, b.listedOn) || a.id - b.id,
  recent: (a, b) => newestFirst(a.harvestedOn, b.harvestedOn) || a.id - b.id,
  popular: (a, b) => b.reviews - a.reviews || b.ratings - a.ratings || a.id - b.id,
  relevant: (a, b) => b.ratings - a.ratings || b.reviews - a.reviews || a.id - b.id,
};

/** A new list in the chosen order; the catalogue itself is never reordered. */
export function sortProducts(all: readonly Product[], key: SortKey): Product[] {
  return [...all].sort(COMPARES[key]);
}

/** The sort a `?sort=` value stands for; anything unknown means the default. */
export function resolveSort(raw: string | null): SortKey {
  return SORT_OPTIONS.find((option) => option.value === raw)?.value ?? DEFAULT_SORT;
}
