import {
  findPage,
  findPrivatePage,
  normaliseQuery,
  PAGE_TABLE_FORMAT,
  type PageHead,
  type PageTable,
  type RenderedPage,
} from './pageTable';

const head = { title: 't' } as PageHead;
const page = (url: string, status: 200 | 404 = 200) => ({ url, status, fragment: `pages/fragments/${url}.html`, head });
const notFound: RenderedPage = { status: 404, fragment: 'pages/fragments/product-unknown.html', head };

const table: PageTable = {
  format: PAGE_TABLE_FORMAT,
  remote: 'shop',
  build: { manifest: 'mf-manifest.json', manifestSha256: '0'.repeat(64), pinnedManifest: 'mf-manifest.0000000000000000.json' },
  siteUrl: 'https://terraverde.farm',
  remoteBaseToken: 'https://remote-base.invalid/',
  identifierPrefix: 'shop-',
  routes: [
    {
      path: '/shop',
      stylesheets: [],
      query: { page: '1', sort: 'latest' },
      pages: [page('/shop'), page('/shop?page=2'), page('/shop?page=2&sort=popular')],
    },
    { path: '/product/:slug', stylesheets: [], query: {}, pages: [page('/product/heirloom-tomatoes')], notFound },
    {
      path: '/contact-us.html',
      stylesheets: [],
      query: {},
      pages: [{ url: '/contact-us.html', status: 301, location: 'https://terraverde.farm/contact' }],
    },
  ],
};

const found = (pathname: string, search = '') => {
  const lookup = findPage(table, pathname, search);
  return lookup.kind === 'page' ? lookup.page : lookup.kind;
};

describe('normaliseQuery', () => {
  it('keeps only what the page reads, not at its default, sorted by name', () => {
    expect(normaliseQuery({ page: '1', sort: 'latest' }, '?utm_source=x&sort=popular&page=2')).toBe('?page=2&sort=popular');
    expect(normaliseQuery({ page: '1', sort: 'latest' }, 'page=1&sort=latest')).toBe('');
  });
});

describe('findPage', () => {
  it('finds a list page by its path and the query parameters the list reads, in any order', () => {
    expect(found('/shop', '?sort=popular&page=2&fbclid=1')).toMatchObject({ url: '/shop?page=2&sort=popular', status: 200 });
    expect(found('/shop', '?page=1')).toMatchObject({ url: '/shop' });
  });

  it('finds a detail page by its id or slug, and ignores a query the page does not read', () => {
    expect(found('/product/heirloom-tomatoes', '?ref=chat')).toMatchObject({ url: '/product/heirloom-tomatoes', status: 200 });
  });

  it("answers an unknown id or slug with the route's 404 page", () => {
    expect(found('/product/no-such-thing')).toBe(notFound);
  });

  it('leaves a known page asked with a query the build did not render to the browser', () => {
    expect(found('/shop', '?sort=bogus')).toBe('unrendered');
    expect(found('/shop', '?page=9')).toBe('unrendered');
  });

  it('gives redirects as they are', () => {
    expect(found('/contact-us.html')).toMatchObject({ status: 301, location: 'https://terraverde.farm/contact' });
  });

  it('finds nothing for a path no route of the remote takes', () => {
    expect(found('/shopping')).toBe('none');
    expect(found('/product/a/b')).toBe('none');
  });
});

describe('findPrivatePage', () => {
  it("gives every URL of a route the route's one page, whatever the id or query, and nothing for a path no route takes", () => {
    const first = table.routes[1].pages[0];
    expect(findPrivatePage(table, '/product/never-rendered')).toEqual({ kind: 'page', route: table.routes[1], page: first });
    expect(findPrivatePage(table, '/shop')).toEqual({ kind: 'page', route: table.routes[0], page: table.routes[0].pages[0] });
    expect(findPrivatePage(table, '/product/a/b')).toEqual({ kind: 'none' });
  });
});

describe('findPage on a route of secret addresses (private: true)', () => {
  const loading = page('/checkout/order/order-link');
  const withPrivate: PageTable = {
    ...table,
    routes: [...table.routes, { path: '/checkout/order/:token', stylesheets: [], query: {}, pages: [loading], private: true }],
  };

  it('gives every URL of the route its one page, whatever the token or query, and never a 404', () => {
    for (const [pathname, search] of [
      ['/checkout/order/q9Xc2Vb7LmN4pR1sT8uW0yZ3aB6dE5fG-hJ_kM2nP4Q', ''],
      ['/checkout/order/not-a-token', '?utm_source=mail'],
    ]) {
      expect(findPage(withPrivate, pathname, search)).toEqual({ kind: 'page', route: withPrivate.routes[3], page: loading });
    }
    expect(findPage(withPrivate, '/checkout/order/a/b', '')).toEqual({ kind: 'none' });
  });
});
