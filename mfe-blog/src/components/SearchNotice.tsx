import { Link } from 'react-router-dom';

export interface SearchNoticeProps {
  query: string;
  found: number;
  /** The list without the search. */
  clearTo: string;
}

/** What the sidebar search found, or the 'No posts found' state, with a way back to every post. */
export function SearchNotice({ query, found, clearTo }: SearchNoticeProps) {
  const clear = (
    <Link to={clearTo} className="blog-search-notice__clear">
      Show all posts
    </Link>
  );
  if (found === 0) {
    return (
      <div className="blog-search-notice blog-search-notice--empty" role="status">
        <h2 className="blog-search-notice__title">No posts found</h2>
        <p>
          Nothing in the journal matches “{query}”. Try another word, such as compost, harvest or apples. {clear}
        </p>
      </div>
    );
  }
  return (
    <p className="blog-search-notice" role="status">
      {found} {found === 1 ? 'post matches' : 'posts match'} “{query}”. {clear}
    </p>
  );
}
