import { useLocation } from 'react-router-dom';
import { BRAND, useSiteOrigin } from 'shared';
import type { BlogPost } from '../../data/types';
import { articleJsonLd, serializeJsonLd } from '../../lib/articleJsonLd';

/** The post as schema.org BlogPosting structured data, escaped so it cannot break out of its script. */
export function ArticleJsonLd({ post }: { post: BlogPost }) {
  const pageUrl = useSiteOrigin() + useLocation().pathname;
  const json = serializeJsonLd(articleJsonLd(post, pageUrl, BRAND.name));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
