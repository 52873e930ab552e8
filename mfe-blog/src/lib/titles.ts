/** Longest recent-post title shown whole (docs/product.md#blog-sidebar). */
const RECENT_TITLE_MAX = 47;

/** A recent post's title: cut at 47 characters, then ' ...'; shorter titles stay whole. */
export function truncateTitle(title: string, max = RECENT_TITLE_MAX): string {
  return title.length > max ? `${title.slice(0, max)} ...` : title;
}

/** The label of a previous/next post link: the first 2 words of its title, or 'No Title'. */
export function shortTitle(title: string | undefined): string {
  const words = (title ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length ? words.slice(0, 2).join(' ') : 'No Title';
}
