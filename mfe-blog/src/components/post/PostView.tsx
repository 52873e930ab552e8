import { sampleComments } from '../../data/comments';
import { findAuthor } from '../../data/authors';
import type { BlogPost } from '../../data/types';
import { ArticleJsonLd } from './ArticleJsonLd';
import { AuthorBox } from './AuthorBox';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { PostArticle } from './PostArticle';
import { PostNavigation } from './PostNavigation';
import './post.css';

/** Everything under a post's banner: the article, its author, neighbours and comments. */
export function PostView({ post, postPath }: { post: BlogPost; postPath: string }) {
  const author = findAuthor(post.author);
  return (
    <>
      <ArticleJsonLd post={post} />
      <PostArticle post={post} commentCount={sampleComments.length} />
      {author && <AuthorBox author={author} />}
      <PostNavigation postId={post.id} postPath={postPath} />
      <CommentList comments={sampleComments} />
      <CommentForm />
    </>
  );
}
