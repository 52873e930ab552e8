import { useParams } from 'react-router-dom';
import { PageBanner, usePageMeta } from 'shared';
import { posts } from '../../data/posts';
import { BLOG_LAYOUTS } from '../../data/listLayouts';
import type { BlogPost } from '../../data/types';
import { findById } from '../../lib/findPost';
import { BlogLayout } from '../BlogLayout';
import { PostView } from './PostView';

export interface PostPageProps {
  withSidebar: boolean;
}

/** A post page by its `:id`; an unknown id shows the banner only (docs/product.md#blog-post). */
export function PostPage({ withSidebar }: PostPageProps) {
  const { id } = useParams();
  const post = findById(posts, id);
  return post ? <FoundPost post={post} withSidebar={withSidebar} /> : <PostNotFound />;
}

function FoundPost({ post, withSidebar }: { post: BlogPost; withSidebar: boolean }) {
  // One address per post, the one without the sidebar (docs/architecture.md#one-canonical-address-per-page).
  usePageMeta({ title: post.title, description: post.description, canonicalPath: `${BLOG_LAYOUTS.standard.postPath}/${post.id}` });
  const postPath = withSidebar ? BLOG_LAYOUTS.withSidebar.postPath : BLOG_LAYOUTS.standard.postPath;
  return (
    <>
      <PageBanner title={post.title} breadcrumb="Blog Details" />
      <BlogLayout withSidebar={withSidebar}>
        <PostView post={post} postPath={postPath} />
      </BlogLayout>
    </>
  );
}

function PostNotFound() {
  usePageMeta({ title: 'Post Not Found' });
  return <PageBanner title="Post Not Found" breadcrumb="404" />;
}
