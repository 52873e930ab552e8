import { BLOG_LAYOUTS } from '../data/listLayouts';
import { BlogListPage } from '../components/BlogListPage';

export default function BlogWithSidebarPage() {
  return <BlogListPage layout={BLOG_LAYOUTS.withSidebar} />;
}
