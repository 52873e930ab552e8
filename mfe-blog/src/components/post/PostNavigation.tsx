import { Link } from 'react-router-dom';
import { FaArrowLeft, FaArrowRight } from 'react-icons/fa6';
import { posts } from '../../data/posts';
import { wrapNeighbours } from '../../lib/neighbours';
import { shortTitle } from '../../lib/titles';

/** Previous and next post, wrapping around the journal; labelled by the first 2 words of their titles. */
export function PostNavigation({ postId, postPath }: { postId: number; postPath: string }) {
  const neighbours = wrapNeighbours(posts, postId);
  if (!neighbours) return null;
  const { previous, next } = neighbours;
  return (
    <nav className="blog-post-nav" aria-label="Previous and next post">
      <Link to={`${postPath}/${previous.id}`} rel="prev" className="blog-post-nav__link">
        <FaArrowLeft aria-hidden />
        <span>
          <span className="blog-post-nav__hint">Previous Post</span>{' '}
          <span className="blog-post-nav__title">{shortTitle(previous.title)}</span>
        </span>
      </Link>
      <Link to={`${postPath}/${next.id}`} rel="next" className="blog-post-nav__link blog-post-nav__link--next">
        <span>
          <span className="blog-post-nav__hint">Next Post</span> <span className="blog-post-nav__title">{shortTitle(next.title)}</span>
        </span>
        <FaArrowRight aria-hidden />
      </Link>
    </nav>
  );
}
