import { Link } from 'react-router-dom';
import { FaArrowRight } from 'react-icons/fa6';
import { CARD_SIZE } from '../data/postImages';
import type { BlogPost } from '../data/types';
import { DateBadge } from './DateBadge';
import { PostMeta } from './PostMeta';
import './postCard.css';

export interface PostCardProps {
  post: BlogPost;
  /** The post page this card opens, e.g. '/blog-single'. */
  postPath: string;
  /** 'wide' for one-column lists: a bigger picture and the full description. */
  variant: 'wide' | 'compact';
}

/** One post in a blog list: picture with date badge, meta, title, description, read-more link. */
export function PostCard({ post, postPath, variant }: PostCardProps) {
  const href = `${postPath}/${post.id}`;
  return (
    <article className={`blog-card blog-card--${variant}`} data-testid="blog-card">
      <div className="blog-card__media">
        <img src={post.thumbFull} alt={post.imageAlt} width={CARD_SIZE.width} height={CARD_SIZE.height} loading="lazy" />
        <DateBadge post={post} />
      </div>
      <div className="blog-card__body">
        <PostMeta post={post} />
        <h2 className="blog-card__title">
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="blog-card__text">{post.description}</p>
        <Link to={href} className="blog-card__more">
          Read More<span className="tv-visually-hidden">: {post.title}</span>
          <FaArrowRight aria-hidden />
        </Link>
      </div>
    </article>
  );
}
