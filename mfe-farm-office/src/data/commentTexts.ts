import type { CommentStatus } from 'contract';

/** The comment moderation's words. */
export const COMMENT_TEXTS = {
  title: 'Comments',
  description: 'Comments left on the blog’s posts: approve one and it appears on its post, reject it and it never does.',
  filterLabel: 'Show comments',
  loading: 'Loading the comments…',
  listLabel: 'Comments',
  onPost: (postId: number) => `On post ${postId}`,
  posted: 'Posted',
  approve: 'Approve',
  reject: 'Reject',
  /** After Approve or Reject, to screen readers only: which comment the button moderates. */
  whose: (name: string) => ` (comment by ${name})`,
  approved: (name: string, postId: number) => `The comment by ${name} is approved: it is on post ${postId} now.`,
  rejected: (name: string) => `The comment by ${name} is rejected: it will not be shown.`,
} as const;

/** A comment's state, where it is named out of the filter (the privacy report). */
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  pending: 'Waiting for moderation',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The filter's choices, each its `?status=`: the queue first, oldest first; the others newest first. */
export const COMMENT_FILTERS: ReadonlyArray<{ status: CommentStatus; label: string; none: string; count: (total: number) => string }> = [
  {
    status: 'pending',
    label: 'Waiting',
    none: 'No comments wait for moderation.',
    count: (total) =>
      total === 1 ? '1 comment waits for moderation, the oldest first.' : `${total} comments wait for moderation, the oldest first.`,
  },
  {
    status: 'approved',
    label: 'Approved',
    none: 'No approved comments yet.',
    count: (total) => (total === 1 ? '1 approved comment, the newest first.' : `${total} approved comments, the newest first.`),
  },
  {
    status: 'rejected',
    label: 'Rejected',
    none: 'No rejected comments.',
    count: (total) => (total === 1 ? '1 rejected comment, the newest first.' : `${total} rejected comments, the newest first.`),
  },
];

/** A post's page on the site (mfe-blog's `/blog-single/:id`), where an approved comment shows. */
export const blogPostPath = (postId: number) => `/blog-single/${postId}`;
