import {
  COMMENT_AVATAR_ATTRIBUTE,
  COMMENT_COUNT_ATTRIBUTE,
  COMMENT_COUNT_WORDS,
  COMMENT_SAMPLES_ATTRIBUTE,
  COMMENT_SLOT_ATTRIBUTE,
  type ShownComment,
} from 'contract';
import { approvedCommentAvatar } from '../../data/comments';
import type { BlogComment } from '../../data/types';
import { CommentItem } from './CommentItem';

interface CommentListProps {
  postId: number;
  /** The post's own sample comments, always shown first. */
  samples: readonly BlogComment[];
  /** The comments the farm approved, oldest first. */
  approved: readonly ShownComment[];
}

/**
 * The comments under a post: its samples, then the approved ones; the heading counts the comments
 * shown (docs/product.md#comment-counts). The list and the heading are marked for the shell's
 * server, which adds the approved comments to a page built ahead (contract/src/blog/commentMarkup.ts,
 * docs/decisions/comments-in-composed-pages.md).
 */
export function CommentList({ postId, samples, approved }: CommentListProps) {
  const slot = {
    [COMMENT_SLOT_ATTRIBUTE]: postId,
    [COMMENT_SAMPLES_ATTRIBUTE]: samples.length,
    [COMMENT_AVATAR_ATTRIBUTE]: approvedCommentAvatar,
  };
  return (
    <section className="blog-comments" aria-labelledby="blog-comments-title">
      <h2 id="blog-comments-title" className="blog-section-heading" {...{ [COMMENT_COUNT_ATTRIBUTE]: 'heading' }}>
        {COMMENT_COUNT_WORDS.heading(samples.length + approved.length)}
      </h2>
      <ol className="blog-comments__list" {...slot}>
        {samples.map((comment) => (
          <CommentItem
            key={`sample-${comment.id}`}
            name={comment.name}
            avatar={comment.avatar}
            isoDate={comment.isoDate}
            fullDate={comment.full_date}
            text={comment.text}
          />
        ))}
        {approved.map((comment) => (
          <CommentItem key={`approved-${comment.id}`} {...comment} avatar={approvedCommentAvatar} />
        ))}
      </ol>
    </section>
  );
}
