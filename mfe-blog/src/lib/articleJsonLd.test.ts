import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { posts } from '../data/posts';
import { articleJsonLd, PUBLISHER_LOGO } from './articleJsonLd';

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

  it("names the publisher with a logo the site serves itself, at the page's origin", () => {
    const data = articleJsonLd(posts[0], 'https://terraverde.farm/blog-single/1', 'Terra Verde');
    expect(data.publisher).toEqual({
      '@type': 'Organization',
      name: 'Terra Verde',
      logo: { '@type': 'ImageObject', url: 'https://terraverde.farm/assets/favicon.svg', width: 256, height: 256 },
    });
  });

  it('gives the logo the size of the icon every build copies to /assets/', () => {
    const icon = readFileSync(join(__dirname, '../../../shared/assets', PUBLISHER_LOGO.path.replace('/assets/', '')), 'utf8');
    expect(icon).toContain(`width="${PUBLISHER_LOGO.width}" height="${PUBLISHER_LOGO.height}"`);
  });
});
