import type { BlogComment } from '../../data/types';

/** The comments under a post; the heading counts the comments shown (docs/product.md#comment-counts). */
export function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  return (
    <section className="blog-comments" aria-labelledby="blog-comments-title">
      <h2 id="blog-comments-title" className="blog-section-heading">
        Comments ({comments.length})
      </h2>
      <ol className="blog-comments__list">
        {comments.map((comment) => (
          <li key={comment.id} className="blog-comment">
            <img className="blog-comment__avatar" src={comment.avatar} alt="" width={64} height={64} loading="lazy" />
            <div>
              <h3 className="blog-comment__name">{comment.name}</h3>
              <p className="blog-comment__date">
                <time dateTime={comment.isoDate}>{comment.full_date}</time>
              </p>
              <p className="blog-comment__text">{comment.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
