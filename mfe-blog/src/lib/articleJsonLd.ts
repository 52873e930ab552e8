import type { BlogPost } from '../data/types';

/** schema.org BlogPosting for a post, for search engines (absolute URLs). */
export function articleJsonLd(post: BlogPost, pageUrl: string, publisher: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: new URL(post.thumbFull, pageUrl).href,
    datePublished: post.isoDate,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: publisher },
    mainEntityOfPage: pageUrl,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    commentCount: post.comments,
  };
}
