import { posts } from '../data/posts';
import { articleJsonLd } from './articleJsonLd';

describe('articleJsonLd', () => {
  it('describes the post as a schema.org BlogPosting', () => {
    const data = articleJsonLd(posts[0], 'https://terraverde.farm/blog-single/1', 'Terra Verde');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: posts[0].title,
      datePublished: posts[0].isoDate,
      author: { '@type': 'Person', name: posts[0].author },
      mainEntityOfPage: 'https://terraverde.farm/blog-single/1',
    });
  });
});
