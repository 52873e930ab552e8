import { FaRegCalendar, FaRegComments, FaRegUser } from 'react-icons/fa6';
import { COMMENT_COUNT_ATTRIBUTE, COMMENT_COUNT_WORDS } from 'contract';
import type { BlogPost } from '../data/types';
import './postMeta.css';

export interface PostMetaProps {
  post: BlogPost;
  /** The written-out date; cards leave it out, their picture carries the date badge. */
  showDate?: boolean;
  /**
   * The comments shown under the post, on its own page: marked for the shell's server, which counts
   * the approved ones in (contract/src/blog/commentMarkup.ts). Cards leave it out: the post's own count.
   */
  commentCount?: number;
}

/** Author, comment count and (optionally) date of a post. */
export function PostMeta({ post, showDate = false, commentCount }: PostMetaProps) {
  const countMark = commentCount === undefined ? {} : { [COMMENT_COUNT_ATTRIBUTE]: 'meta' };
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
        <span {...countMark}>{COMMENT_COUNT_WORDS.meta(commentCount ?? post.comments)}</span>
      </li>
    </ul>
  );
}
