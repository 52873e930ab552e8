import { FaRegCalendar, FaRegComments, FaRegUser } from 'react-icons/fa6';
import type { BlogPost } from '../data/types';
import './postMeta.css';

export interface PostMetaProps {
  post: BlogPost;
  /** The written-out date; cards leave it out, their picture carries the date badge. */
  showDate?: boolean;
  /** Comments shown under the post, when it differs from the post's own count. */
  commentCount?: number;
}

const commentsLabel = (count: number) => `${count} ${count === 1 ? 'Comment' : 'Comments'}`;

/** Author, comment count and (optionally) date of a post. */
export function PostMeta({ post, showDate = false, commentCount = post.comments }: PostMetaProps) {
  return (
    <ul className="blog-meta">
      {showDate && (
        <li>
          <FaRegCalendar aria-hidden />
          <time dateTime={post.isoDate}>{post.full_date}</time>
        </li>
      )}
      <li>
        <FaRegUser aria-hidden />
        <span>
          <span className="tv-visually-hidden">By </span>
          {post.author}
        </span>
      </li>
      <li>
        <FaRegComments aria-hidden />
        <span>{commentsLabel(commentCount)}</span>
      </li>
    </ul>
  );
}
