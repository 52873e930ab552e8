/** One comment under a post, a sample or an approved one. */
interface CommentItemProps {
  name: string;
  avatar: string;
  /** YYYY-MM-DD, for `<time>`. */
  isoDate: string;
  /** The date written out ("November 19, 2026"). */
  fullDate: string;
  text: string;
}

/**
 * A comment's markup. The shell's server writes an approved comment as the same HTML
 * (approvedCommentHtml, contract/src/blog/commentMarkup.ts), so that the page it filled hydrates:
 * CommentItem.test.tsx holds the two to one string. Each value is a single text node (React escapes it).
 */
export function CommentItem({ name, avatar, isoDate, fullDate, text }: CommentItemProps) {
  return (
    <li className="blog-comment">
      <img className="blog-comment__avatar" src={avatar} alt="" width={64} height={64} loading="lazy" />
      <div>
        <h3 className="blog-comment__name">{name}</h3>
        <p className="blog-comment__date">
          <time dateTime={isoDate}>{fullDate}</time>
        </p>
        <p className="blog-comment__text">{text}</p>
      </div>
    </li>
  );
}
