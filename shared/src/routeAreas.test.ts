import { areaOf as owner } from './routeAreas';

describe('route ownership', () => {
  it.each([
    ['/', 'farm_content'],
    ['/shop', 'shop'],
    ['/shop/', 'shop'],
    ['/product/heirloom-tomatoes', 'shop'],
    ['/shop-single-thumb/3', 'shop'],
    ['/cart', 'shop'],
    ['/blog-standard', 'blog'],
    ['/blog-single-with-sidebar/4', 'blog'],
    ['/checkout', 'checkout'],
    ['/checkout/success', 'checkout'],
    ['/service-details/2', 'farm_content'],
    ['/contact-us.html', 'farm_content'],
  ])('%s belongs to %s', (path, remote) => {
    expect(owner(path)).toBe(remote);
  });

  it('gives a new page in a remote area to that remote without a change to the shell', () => {
    expect(owner('/blog-grid')).toBe('blog');
    expect(owner('/blog-archive/2026')).toBe('blog');
    expect(owner('/faq')).toBe('farm_content');
  });

  it('does not mistake look-alike paths for an area', () => {
    expect(owner('/shopping')).toBe('farm_content');
    expect(owner('/blog')).toBe('farm_content');
    expect(owner('/checkouts')).toBe('farm_content');
  });
});
