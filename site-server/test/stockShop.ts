/**
 * For test/liveAvailability.test.ts: a stand-in shop remote whose pages carry the marks the shop's
 * build writes (contract/src/stock/availabilityMarkup.ts), and a reader of a composed page's marks.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { request } from 'undici';
import { pageTable, type ServedSite } from './support';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

export const BLUEBERRIES = 14;
export const CARROTS = 3;

/**
 * A product card as the shop renders it at build time: the price marked with an empty label for its
 * price per kilo (the catalogue's price: blueberries $9.00, carrots $3.20), the stock label empty,
 * the button a gate, an icon beside the label.
 */
const card = (id: number, title: string, price: string) =>
  `<div class="card"><h2>${title}</h2><p class="price"><span data-weight-price="${id}">${price}</span><span data-weight-label="${id}"></span></p><p class="stock"><svg aria-hidden="true"></svg> <span data-stock-label="${id}"></span></p>` +
  `<form><button type="submit" class="btn" data-stock-gate="${id}">Add to cart</button></form></div>`;

/** The product's JSON-LD as the shop's prerender spec writes it: its offer says no availability. */
const productJsonLd = (slug: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: slug,
  sku: slug.toUpperCase(),
  offers: {
    '@type': 'Offer',
    url: `https://terraverde.farm/product/${slug}`,
    priceCurrency: 'USD',
    price: '6.50',
    itemCondition: 'https://schema.org/NewCondition',
  },
});
const breadcrumb = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };
const head = (title: string, jsonLd: object[]) => ({
  title,
  description: title,
  canonical: `https://terraverde.farm/${title}`,
  openGraph: {},
  twitter: {},
  preloads: [],
  jsonLd,
});

const SHOP_TABLE = pageTable({
  remote: 'shop',
  identifierPrefix: 'shop-',
  routes: [
    {
      path: '/shop',
      query: {},
      stylesheets: [],
      pages: [{ url: '/shop', status: 200, fragment: 'pages/fragments/shop.html', head: head('Shop', [breadcrumb]) }],
    },
    {
      path: '/product/:slug',
      query: {},
      stylesheets: [],
      pages: [
        {
          url: '/product/wild-blueberries',
          status: 200,
          fragment: 'pages/fragments/blueberries.html',
          head: head('Wild Blueberries', [productJsonLd('wild-blueberries'), breadcrumb]),
        },
      ],
    },
    {
      path: '/cart',
      query: {},
      stylesheets: [],
      pages: [{ url: '/cart', status: 200, fragment: 'pages/fragments/cart.html', head: head('Cart', [breadcrumb]) }],
    },
  ],
});
const SHOP_FILES: Record<string, string> = {
  'pages/pages.json': JSON.stringify(SHOP_TABLE),
  'pages/fragments/blueberries.html': `<!--$-->${card(BLUEBERRIES, 'Wild Blueberries', '$9.00')}<!--/$-->`,
  'pages/fragments/shop.html': `<!--$--><h1>Shop</h1>${card(BLUEBERRIES, 'Wild Blueberries', '$9.00')}${card(CARROTS, 'Rainbow Carrots', '$3.20')}<!--/$-->`,
  'pages/fragments/cart.html': '<!--$--><h1>Cart</h1><!--/$-->',
};

export async function startShop() {
  const server = http.createServer((req, res) => {
    const file = SHOP_FILES[req.url!.slice(1)];
    res.writeHead(file ? 200 : 404, { 'Content-Type': req.url!.endsWith('.json') ? 'application/json' : 'text/html' }).end(file ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : 'childNodes' in node
      ? node.childNodes.map(text).join('')
      : '';

/** A page as the server sends it, and what of it depends on the availability. */
export async function stockPage(site: ServedSite, pathname: string, id = BLUEBERRIES) {
  const res = await request(site.url + pathname, { headers: { accept: 'text/html' } });
  const html = await res.body.text();
  const all = [...elements(parse(html))];
  const label = all.find((el) => attr(el, 'data-stock-label') === String(id));
  const button = all.find((el) => attr(el, 'data-stock-gate') === String(id));
  const price = all.find((el) => attr(el, 'data-weight-price') === String(id));
  const unitPrice = all.find((el) => attr(el, 'data-weight-label') === String(id));
  const scripts = (type: string) => all.filter((el) => el.tagName === 'script' && attr(el, 'type') === type);
  const snapshot = scripts('application/json').find((el) => attr(el, 'id') === 'tv-availability');
  const product = scripts('application/ld+json')
    .map((el) => JSON.parse(text(el)) as { '@type': string; offers?: Record<string, unknown> })
    .find((block) => block['@type'] === 'Product');
  return {
    status: res.statusCode,
    etag: res.headers.etag as string,
    cacheControl: res.headers['cache-control'],
    html,
    label: label && text(label),
    state: label && attr(label, 'data-stock-state'),
    disabled: button && attr(button, 'disabled') !== undefined,
    offerAvailability: product?.offers?.availability,
    offer: product?.offers,
    /** The product's price as the card says it; undefined once its weighing mark is gone (sold by the piece). */
    price: price && text(price),
    unitPrice: unitPrice && text(unitPrice),
    snapshot: snapshot && JSON.parse(text(snapshot)),
  };
}
