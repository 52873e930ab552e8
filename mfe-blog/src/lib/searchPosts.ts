/** The `?q=` query parameter that holds the sidebar search. */
export const SEARCH_PARAM = 'q';

interface Searchable {
  title: string;
  description: string;
}

/**
 * The posts matching a keyword search: every word of the query must appear in the title or
 * the description, ignoring case. A blank query matches every post.
 */
export function searchPosts<T extends Searchable>(posts: readonly T[], query: string): readonly T[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return posts;
  return posts.filter((post) => {
    const text = `${post.title} ${post.description}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
