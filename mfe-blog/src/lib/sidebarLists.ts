import { archiveMonth } from './postDates';
import type { ArchiveMonth, CategoryCount } from '../data/types';

/** Categories in order of first appearance, each with how many posts it holds. */
export function categoryCounts(posts: readonly { category: string }[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const { category } of posts) counts.set(category, (counts.get(category) ?? 0) + 1);
  return [...counts].map(([category, count], index) => ({ id: index + 1, category, count }));
}

/** The months posts were published in, newest first when the posts are, with their counts. */
export function archiveMonths(posts: readonly { isoDate: string }[]): ArchiveMonth[] {
  const counts = new Map<string, number>();
  for (const { isoDate } of posts) {
    const month = archiveMonth(isoDate);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts].map(([month, count], index) => ({ id: index + 1, month, count }));
}
