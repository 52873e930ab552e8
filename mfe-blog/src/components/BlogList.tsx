import { Paginator, pageSlice, usePageQuery } from 'shared';
import { posts } from '../data/posts';
import type { BlogListLayout } from '../data/listLayouts';
import { searchPosts } from '../lib/searchPosts';
import { useSearchQuery } from '../lib/useSearchQuery';
import { PostCard } from './PostCard';
import { SearchNotice } from './SearchNotice';
import './blogList.css';

/**
 * A paged list of posts, shaped by its layout: page size, columns, sidebar. On the sidebar
 * list, the keyword search in `?q=` narrows the posts before paging.
 */
export function BlogList({ layout }: { layout: BlogListLayout }) {
  const query = useSearchQuery();
  const shown = layout.withSidebar ? searchPosts(posts, query) : posts;
  const { page, pages, setPage } = usePageQuery(shown.length, layout.pageSize);
  const { items } = pageSlice(shown, page, layout.pageSize);
  const searching = layout.withSidebar && query !== '';

  return (
    <>
      {searching && <SearchNotice query={query} found={shown.length} clearTo={layout.path} />}
      {items.length > 0 && (
        <ul className={`tv-grid blog-list blog-list--cols-${layout.columns}`} aria-label={`Posts, page ${page} of ${pages}`}>
          {items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} postPath={layout.postPath} variant={layout.columns === 1 ? 'wide' : 'compact'} />
            </li>
          ))}
        </ul>
      )}
      <Paginator page={page} pages={pages} onChange={setPage} label="Blog pages" />
    </>
  );
}
