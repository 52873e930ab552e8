import { posts } from '../data/posts';
import { articleJsonLd, serializeJsonLd } from './articleJsonLd';

describe('serializeJsonLd', () => {
  it('escapes "<" so the data cannot close its script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});

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
