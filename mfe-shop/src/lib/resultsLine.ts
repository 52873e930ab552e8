import type { PageSlice } from 'shared';

/** "Showing 1–8 of 20 results" (with an en dash), or the plain count when a page has one item. */
export function resultsLine({ first, last, total }: Pick<PageSlice<unknown>, 'first' | 'last' | 'total'>): string {
  if (total === 0) return 'Showing 0 results';
  if (first === last) return `Showing ${first} of ${total} results`;
  return `Showing ${first}–${last} of ${total} results`;
}
