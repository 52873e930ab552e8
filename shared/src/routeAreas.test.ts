import { areaOf as owner, frameKindOf, isPrivateRemote, privatePathPrefixes } from './routeAreas';
import { REMOTES, type RemoteTopology } from 'contract';

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

describe('private areas', () => {
  const remotes: readonly RemoteTopology[] = REMOTES;

  it('are the remotes the topology marks private, and robots.txt disallows the fixed start of their patterns', () => {
    for (const remote of remotes) expect(isPrivateRemote(remote.name)).toBe(remote.private === true);
    expect(isPrivateRemote('no-such-remote')).toBe(false);
    const expected = remotes
      .filter((remote) => remote.private)
      .flatMap((remote) => (remote.area as readonly string[]).map((pattern) => pattern.replace(/\/?\*$/, '')));
    expect(privatePathPrefixes()).toEqual(expected);
    for (const prefix of privatePathPrefixes()) expect(prefix).not.toContain('*');
  });

  it('own their paths like any area', () => {
    for (const remote of remotes.filter((candidate) => candidate.private)) {
      for (const pattern of remote.area as readonly string[]) expect(owner(pattern.replace(/\*$/, 'anything'))).toBe(remote.name);
    }
  });
});

describe('the frame around a page', () => {
  it("is the office's on every path of a private area, the site's everywhere else", () => {
    for (const prefix of privatePathPrefixes()) {
      expect(frameKindOf(prefix)).toBe('office');
      expect(frameKindOf(`${prefix}/orders/TV-1`)).toBe('office');
    }
    for (const path of ['/', '/shop', '/cart', '/checkout/order/a-token', '/blog-standard', '/officer', '/no/such/page'])
      expect(frameKindOf(path)).toBe('site');
  });
});
