import { PostPage } from '../components/post/PostPage';

export default function BlogSingleWithSidebarPage() {
  return <PostPage withSidebar />;
}
