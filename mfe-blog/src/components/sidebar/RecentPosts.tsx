import { Link } from 'react-router-dom';
import { posts } from '../../data/posts';
import { RECENT_POST_COUNT } from '../../data/sidebar';
import { BLOG_LAYOUTS } from '../../data/listLayouts';
import { truncateTitle } from '../../lib/titles';
import { SidebarWidget } from './SidebarWidget';

/** The first 3 posts, titles cut at 47 characters (docs/product.md#blog-sidebar). */
export function RecentPosts() {
  return (
    <SidebarWidget title="Recent Posts">
      <ul className="blog-recent" data-testid="recent-posts">
        {posts.slice(0, RECENT_POST_COUNT).map((post) => {
          const shown = truncateTitle(post.title);
          return (
            <li key={post.id} className="blog-recent__item">
              <img className="blog-recent__thumb" src={post.thumb} alt="" width={64} height={64} loading="lazy" />
              <div>
                <time className="blog-recent__date" dateTime={post.isoDate}>
                  {post.full_date}
                </time>
                <Link
                  to={`${BLOG_LAYOUTS.withSidebar.postPath}/${post.id}`}
                  className="blog-recent__title"
                  title={shown === post.title ? undefined : post.title}
                >
                  {shown}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </SidebarWidget>
  );
}
