import type { PageTable } from 'shared/src/pages/pageTable';
import { sitemapXml } from '../src/pages/sitemap';
import { pageTable } from './support';

const SITE = 'https://terraverde.farm';

/** A 200 page of the table whose canonical address is `canonicalPath`. */
const page = (url: string, title: string, canonicalPath = url) => ({
  url,
  status: 200 as const,
  fragment: `pages/fragments/${title}.html`,
  head: { title, description: `About ${title}`, canonical: SITE + canonicalPath },
});

const route = (path: string, pages: unknown[], extra = {}) => ({ path, query: {}, stylesheets: [], pages, ...extra });

const shop = pageTable({
  remote: 'shop',
  identifierPrefix: 'shop-',
  routes: [
    route('/shop', [page('/shop', 'Shop'), page('/shop?page=2', 'Shop, page 2'), page('/shop?sort=popular', 'Shop', '/shop')]),
    route('/product/:slug', [page('/product/heirloom-tomatoes', 'Heirloom Tomatoes')]),
    route('/shop-single/:id', [page('/shop-single/1', 'Heirloom Tomatoes', '/product/heirloom-tomatoes')]),
    route('/cart', [page('/cart', 'Cart')]),
    route('/shop.html', [{ url: '/shop.html', status: 301, location: `${SITE}/shop` }]),
  ],
}) as unknown as PageTable;

const listed = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, url]) => url);

describe('sitemap.xml', () => {
  it('lists only the pages that are their own canonical address: no other address of a product, no sort order of the shop', () => {
    expect(listed(sitemapXml([shop]))).toEqual([`${SITE}/shop`, `${SITE}/shop?page=2`, `${SITE}/product/heirloom-tomatoes`]);
  });

  it('leaves out a route of secret addresses, even with a canonical of its own', () => {
    const orders = pageTable({
      remote: 'checkout',
      identifierPrefix: 'checkout-',
      routes: [route('/order/:token', [page('/order/abc', 'Your Order')], { private: true })],
    }) as unknown as PageTable;
    expect(listed(sitemapXml([orders]))).toEqual([]);
  });
});
