import { commentsFor } from '../../data/comments';
import { findAuthor } from '../../data/authors';
import type { BlogPost } from '../../data/types';
import { useApprovedComments } from '../../lib/useApprovedComments';
import { AuthorBox } from './AuthorBox';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { PostArticle } from './PostArticle';
import { PostNavigation } from './PostNavigation';
import './post.css';

/** Everything under a post's banner: the article, its author, neighbours and comments (its samples, then the approved ones). */
export function PostView({ post, postPath }: { post: BlogPost; postPath: string }) {
  const author = findAuthor(post.author);
  const samples = commentsFor(post.id);
  const approved = useApprovedComments(post.id);
  return (
    <>
      <PostArticle post={post} commentCount={samples.length + approved.length} />
      {author && <AuthorBox author={author} />}
      <PostNavigation postId={post.id} postPath={postPath} />
      <CommentList postId={post.id} samples={samples} approved={approved} />
      <CommentForm postId={post.id} />
    </>
  );
}
