/** Paging arithmetic shared by the shop and the blog lists. Pages are 1-based. */

export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/**
 * The page a `?page=` value stands for: garbage or missing means page 1, and numbers past
 * either end land on the nearest real page, so a list is never empty or broken.
 */
export function resolvePage(raw: string | null, pages: number): number {
  if (raw === null || !/^\s*-?\d+\s*$/.test(raw)) return 1;
  return Math.min(pages, Math.max(1, Number(raw)));
}

export interface PageSlice<T> {
  items: T[];
  /** 1-based position of the first and last item shown; 0 and 0 when there are none. */
  first: number;
  last: number;
  total: number;
}

export function pageSlice<T>(all: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const start = (page - 1) * pageSize;
  const items = all.slice(start, start + pageSize);
  return { items, first: items.length ? start + 1 : 0, last: start + items.length, total: all.length };
}
