import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { API_PATHS, OfficeCommentListSchema } from 'contract';
import { COMMENT_FILTERS, COMMENT_TEXTS } from '../data/commentTexts';
import { useStaffData } from '../lib/staffApi';
import { CommentCard, commentHeadingId } from './CommentCard';
import './visitors.css';

type CommentFilter = (typeof COMMENT_FILTERS)[number];

/** The filter (`?status=`, the moderation queue unless it says otherwise) and the comments of that state. */
export function CommentQueue() {
  const [params] = useSearchParams();
  const filter = COMMENT_FILTERS.find((candidate) => candidate.status === params.get('status')) ?? COMMENT_FILTERS[0];
  return (
    <>
      <nav aria-label={COMMENT_TEXTS.filterLabel} className="office-pills office-comments__filter">
        {COMMENT_FILTERS.map(({ status, label }) => (
          <Link key={status} to={`?status=${status}`} aria-current={status === filter.status ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {/* A list of its own for each state: another state's comments are never shown under this one's words while it loads. */}
      <CommentList key={filter.status} filter={filter} />
    </>
  );
}

/** The comments of one state, in the service's order. One moderated here leaves the list, and focus goes on to the next. */
function CommentList({ filter }: { filter: CommentFilter }) {
  const { data, problem, loading } = useStaffData(`${API_PATHS.staffComments}?status=${filter.status}`, OfficeCommentListSchema);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const summary = useRef<HTMLParagraphElement>(null);
  const comments = (data?.comments ?? []).filter((comment) => !gone.has(comment.id));

  const moderated = (id: string) => {
    const next = comments[comments.findIndex((comment) => comment.id === id) + 1] ?? comments.at(-2);
    setGone((ids) => new Set(ids).add(id));
    requestAnimationFrame(() => (next ? document.getElementById(commentHeadingId(next.id)) : summary.current)?.focus());
  };

  return (
    <>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      <p ref={summary} tabIndex={-1} className="office-list__summary" role="status">
        {!data ? (problem ? '' : COMMENT_TEXTS.loading) : comments.length === 0 ? filter.none : filter.count(comments.length)}
      </p>
      {comments.length > 0 && (
        <ul className="office-visitor-cards" aria-label={COMMENT_TEXTS.listLabel} aria-busy={loading}>
          {comments.map((comment) => (
            <CommentCard key={comment.id} comment={comment} onModerated={moderated} />
          ))}
        </ul>
      )}
    </>
  );
}
