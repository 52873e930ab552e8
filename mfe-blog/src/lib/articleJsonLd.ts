import type { BlogPost } from '../data/types';

/**
 * The publisher's logo: the site's own icon, which every build copies from `shared/assets/` and
 * the site serves at this path (the `<link rel="icon">` of scripts/webpack/index.html).
 */
export const PUBLISHER_LOGO = { path: '/assets/favicon.svg', width: 256, height: 256 } as const;

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
    publisher: {
      '@type': 'Organization',
      name: publisher,
      logo: {
        '@type': 'ImageObject',
        url: new URL(PUBLISHER_LOGO.path, pageUrl).href,
        width: PUBLISHER_LOGO.width,
        height: PUBLISHER_LOGO.height,
      },
    },
    mainEntityOfPage: pageUrl,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    commentCount: post.comments,
  };
}
