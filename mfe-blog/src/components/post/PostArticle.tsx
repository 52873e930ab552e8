import { CARD_SIZE } from '../../data/postImages';
import type { BlogPost } from '../../data/types';
import { DateBadge } from '../DateBadge';
import { PostMeta } from '../PostMeta';
import { TagList } from '../sidebar/TagList';
import { ShareLinks } from './ShareLinks';

/** The post itself: picture, date, author, the count of comments shown under it, text, tags and share links. */
export function PostArticle({ post, commentCount }: { post: BlogPost; commentCount: number }) {
  return (
    <article className="blog-post" aria-label={post.title}>
      <div className="blog-post__media">
        <img src={post.thumbFull} alt={post.imageAlt} width={CARD_SIZE.width} height={CARD_SIZE.height} />
        <DateBadge post={post} />
      </div>
      <PostMeta post={post} showDate commentCount={commentCount} />
      <p className="blog-post__lead">{post.description}</p>
      {post.body.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <footer className="blog-post__footer">
        <div className="blog-post__tags">
          <h2 className="blog-post__footer-title">Tags:</h2>
          <TagList tags={post.tags} label="Post tags" />
        </div>
        <ShareLinks title={post.title} />
      </footer>
    </article>
  );
}
