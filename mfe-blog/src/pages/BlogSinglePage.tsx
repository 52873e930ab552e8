import { PostPage } from '../components/post/PostPage';

export default function BlogSinglePage() {
  return <PostPage withSidebar={false} />;
}
