import { canonicalUrl } from './usePageMeta';

describe('canonical link', () => {
  const origin = 'https://terraverde.farm';

  it('is the path alone, without searches or tracking parameters', () => {
    expect(canonicalUrl(origin, '/blog-with-sidebar', '?q=soil&utm_source=x')).toBe('https://terraverde.farm/blog-with-sidebar');
  });

  it('keeps the page of a paged list past the first, so every page has its own address', () => {
    expect(canonicalUrl(origin, '/shop', '?page=3&sort=popular')).toBe('https://terraverde.farm/shop?page=3');
    expect(canonicalUrl(origin, '/shop', '?page=1')).toBe('https://terraverde.farm/shop');
  });
});
