import { canonicalUrl, documentTitle } from './usePageMeta';

describe('canonical link', () => {
  const origin = 'https://terraverde.farm';

  it('is the path alone, without searches or tracking parameters', () => {
    expect(canonicalUrl(origin, '/blog-with-sidebar', '?q=soil&utm_source=x')).toBe('https://terraverde.farm/blog-with-sidebar');
  });

  it('keeps the page of a paged list past the first, so every page has its own address', () => {
    expect(canonicalUrl(origin, '/shop', '?page=3&sort=popular')).toBe('https://terraverde.farm/shop?page=3');
    expect(canonicalUrl(origin, '/shop', '?page=1')).toBe('https://terraverde.farm/shop');
  });

  it('leaves out a page that is no page number', () => {
    expect(canonicalUrl(origin, '/blog-2-column', '?page=abc')).toBe('https://terraverde.farm/blog-2-column');
    expect(canonicalUrl(origin, '/blog-2-column', '?page=-2')).toBe('https://terraverde.farm/blog-2-column');
  });
});

describe('document title', () => {
  it('is the page name and the brand', () => {
    expect(documentTitle({ title: 'Shop' }, '?sort=popular')).toBe('Shop | Terra Verde');
  });

  it('says the page of a paged list past the first, so each address has a title of its own', () => {
    expect(documentTitle({ title: 'Shop' }, '?page=2&sort=popular')).toBe('Shop, page 2 | Terra Verde');
    expect(documentTitle({ title: 'Shop' }, '?page=1')).toBe('Shop | Terra Verde');
  });

  it('is the full title as given, when the page has one', () => {
    expect(documentTitle({ title: 'Home', fullTitle: 'Terra Verde | Fresh Organic Farm Produce' }, '?page=2')).toBe(
      'Terra Verde | Fresh Organic Farm Produce',
    );
  });
});
