import type { BlogPost } from '../data/types';

/** The day and month printed on a post's picture. */
export function DateBadge({ post }: { post: BlogPost }) {
  return (
    <time className="blog-date-badge" dateTime={post.isoDate}>
      <span className="blog-date-badge__day">{post.date.day}</span>
      <span className="blog-date-badge__month">{post.date.month}</span>
    </time>
  );
}
