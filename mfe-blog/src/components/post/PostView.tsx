import { commentsFor } from '../../data/comments';
import { findAuthor } from '../../data/authors';
import type { BlogPost } from '../../data/types';
import { AuthorBox } from './AuthorBox';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { PostArticle } from './PostArticle';
import { PostNavigation } from './PostNavigation';
import './post.css';

/** Everything under a post's banner: the article, its author, neighbours and comments. */
export function PostView({ post, postPath }: { post: BlogPost; postPath: string }) {
  const author = findAuthor(post.author);
  const comments = commentsFor(post.id);
  return (
    <>
      <PostArticle post={post} commentCount={comments.length} />
      {author && <AuthorBox author={author} />}
      <PostNavigation postId={post.id} postPath={postPath} />
      <CommentList comments={comments} />
      <CommentForm postId={post.id} />
    </>
  );
}
