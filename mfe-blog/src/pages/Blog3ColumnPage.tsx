import { BLOG_LAYOUTS } from '../data/listLayouts';
import { BlogListPage } from '../components/BlogListPage';

export default function Blog3ColumnPage() {
  return <BlogListPage layout={BLOG_LAYOUTS.threeColumn} />;
}
