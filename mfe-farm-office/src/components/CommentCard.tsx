import { useState } from 'react';
import { notify } from 'shared';
import type { OfficeComment } from 'contract';
import { blogPostPath, COMMENT_TEXTS } from '../data/commentTexts';
import { formatMoment } from '../lib/dates';
import { moderateComment } from '../lib/visitorActions';

const T = COMMENT_TEXTS;

/** The id of a comment's heading, where focus goes when the comment before it leaves the list. */
export const commentHeadingId = (id: string) => `office-comment-${id}`;

/** Which way a comment can still go: a waiting one either, a decided one the other way (a change of mind). */
const CHOICES: Record<OfficeComment['status'], ReadonlyArray<'approved' | 'rejected'>> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

/** One comment as the visitor wrote it (escaped, line breaks kept), where it was left, and Approve or Reject. */
export function CommentCard({ comment, onModerated }: { comment: OfficeComment; onModerated: (id: string) => void }) {
  const [busy, setBusy] = useState(false);

  const moderate = async (to: 'approved' | 'rejected') => {
    if (busy) return;
    setBusy(true);
    const result = await moderateComment(comment.id, to);
    setBusy(false);
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    notify.success(to === 'approved' ? T.approved(comment.name, comment.postId) : T.rejected(comment.name));
    onModerated(comment.id);
  };

  return (
    <li className="office-card office-visitor-card" data-testid="comment">
      <article aria-labelledby={commentHeadingId(comment.id)}>
        <div className="office-visitor-card__head">
          <h2 id={commentHeadingId(comment.id)} tabIndex={-1}>
            {comment.name}
          </h2>
          <a href={blogPostPath(comment.postId)}>{T.onPost(comment.postId)}</a>
        </div>
        <p className="office-visitor-card__meta">
          <span className="office-visitor-card__email">{comment.email}</span>
          <span>
            {T.posted} <time dateTime={comment.postedAt}>{formatMoment(comment.postedAt)}</time>
          </span>
        </p>
        <p className="office-visitor-text" data-testid="comment-text">
          {comment.text}
        </p>
        <div className="office-actions__buttons">
          {CHOICES[comment.status].map((to) => (
            <button
              key={to}
              type="button"
              className={`tv-button office-button${to === 'rejected' ? ' tv-button--outline office-button--danger' : ''}`}
              aria-disabled={busy || undefined}
              onClick={() => void moderate(to)}
            >
              {to === 'approved' ? T.approve : T.reject}
              <span className="tv-visually-hidden">{T.whose(comment.name)}</span>
            </button>
          ))}
        </div>
      </article>
    </li>
  );
}
