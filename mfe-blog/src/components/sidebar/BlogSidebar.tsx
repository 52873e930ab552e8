import { archives, categories, tags } from '../../data/sidebar';
import { CountList } from './CountList';
import { FollowUs } from './FollowUs';
import { RecentPosts } from './RecentPosts';
import { SidebarGallery } from './SidebarGallery';
import { SidebarSearch } from './SidebarSearch';
import { SidebarWidget } from './SidebarWidget';
import { TagList } from './TagList';
import './sidebar.css';

const categoryItems = categories.map(({ id, category, count }) => ({ id, label: category, count }));
const archiveItems = archives.map(({ id, month, count }) => ({ id, label: month, count }));
const tagNames = tags.map((tag) => tag.category);

/** The blog sidebar (docs/product.md#blog-sidebar): search, recent posts, categories, gallery, archives, follow us, tags. */
export function BlogSidebar() {
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <SidebarSearch />
      <RecentPosts />
      <CountList title="Categories" items={categoryItems} />
      <SidebarGallery />
      <CountList title="Archives" items={archiveItems} />
      <FollowUs />
      <SidebarWidget title="Tags">
        <TagList tags={tagNames} label="Popular tags" />
      </SidebarWidget>
    </aside>
  );
}
