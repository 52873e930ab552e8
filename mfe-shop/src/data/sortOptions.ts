/** The shop's sort choices (docs/product.md#sorting). */
export type SortKey = 'latest' | 'recent' | 'popular' | 'relevant';

export interface SortOption {
  value: SortKey;
  label: string;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'latest', label: 'Latest arrivals' },
  { value: 'recent', label: 'Recently harvested' },
  { value: 'popular', label: 'Most popular' },
  { value: 'relevant', label: 'Best rated' },
];

export const DEFAULT_SORT: SortKey = 'latest';
