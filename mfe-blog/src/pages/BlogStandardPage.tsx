import { BLOG_LAYOUTS } from '../data/listLayouts';
import { BlogListPage } from '../components/BlogListPage';

export default function BlogStandardPage() {
  return <BlogListPage layout={BLOG_LAYOUTS.standard} />;
}
