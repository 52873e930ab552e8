/**
 * A composed page follows live stock (docs/decisions/live-availability.md): the shop's marks and
 * its JSON-LD offer say what the checkout-service's GET /api/availability says, within the 5 s the
 * server keeps it, with an ETag of their own; a service that cannot answer makes the page claim
 * nothing. Real HTTP: a stand-in shop remote, a stand-in service, the shell's server between them;
 * the availability's clock is the test's, so nothing waits for time to pass.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { request } from 'undici';
import { createShellServer } from '../src/apps/shellServer';
import { builtFolder, closedPort, pageTable, serveSite, SHELL_BUILD, startUpstream, type ServedSite, type Upstream } from './support';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const BLUEBERRIES = 14;
const CARROTS = 3;

/** A product card as the shop renders it at build time: the label empty, the button a gate, an icon beside the label. */
const card = (id: number, title: string) =>
  `<div class="card"><h2>${title}</h2><p class="stock"><svg aria-hidden="true"></svg> <span data-stock-label="${id}"></span></p>` +
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
  'pages/fragments/blueberries.html': `<!--$-->${card(BLUEBERRIES, 'Wild Blueberries')}<!--/$-->`,
  'pages/fragments/shop.html': `<!--$--><h1>Shop</h1>${card(BLUEBERRIES, 'Wild Blueberries')}${card(CARROTS, 'Rainbow Carrots')}<!--/$-->`,
  'pages/fragments/cart.html': '<!--$--><h1>Cart</h1><!--/$-->',
};

async function startShop() {
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

/** What the stand-in service says is left: by product id (null: not counted); 'down': it answers 503. */
let stock: Record<number, number | null> | 'down';
const availabilityAnswer = (res: http.ServerResponse) => {
  if (stock === 'down') return res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"down"}');
  const products = Object.entries(stock).map(([productId, left]) => ({ productId: Number(productId), left }));
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=5' }).end(JSON.stringify({ products }));
};

let now = 1_000_000;
let shop: Awaited<ReturnType<typeof startShop>>;
let service: Upstream;
const cleanups: Array<() => Promise<void>> = [];

async function startSite(apiTarget: string, timeoutMs = 1_000): Promise<ServedSite> {
  const shell = builtFolder(SHELL_BUILD);
  const remoteConfig = { remotes: { shop: { entry: `${shop.base}mf-manifest.json` } } };
  const site = await serveSite(
    createShellServer({ root: shell.root, apiTarget, remoteConfig, pagesTtlMs: 60_000, availability: { timeoutMs, now: () => now } }),
  );
  cleanups.push(async () => (await site.close(), shell.remove()));
  return site;
}

const availabilityAsks = () => service.received.filter((r) => r.url === '/api/availability').length;

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

/** A page as the server sends it, and what of it depends on stock. */
async function stockPage(site: ServedSite, pathname: string, id = BLUEBERRIES) {
  const res = await request(site.url + pathname, { headers: { accept: 'text/html' } });
  const html = await res.body.text();
  const all = [...elements(parse(html))];
  const label = all.find((el) => attr(el, 'data-stock-label') === String(id));
  const button = all.find((el) => attr(el, 'data-stock-gate') === String(id));
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
    snapshot: snapshot && JSON.parse(text(snapshot)),
  };
}

beforeEach(async () => {
  now += 60_000;
  stock = { [BLUEBERRIES]: null, [CARROTS]: 12 };
  shop = await startShop();
  service = await startUpstream({
    handle: (req, res) => (req.url === '/api/availability' ? availabilityAnswer(res) : res.writeHead(404).end()),
  });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await service.close();
  await shop.stop();
});

describe('a composed product page says the stock the service says', () => {
  it.each([
    { left: null, label: 'In Stock', state: 'in_stock', availability: 'https://schema.org/InStock', disabled: false },
    { left: 12, label: 'In Stock', state: 'in_stock', availability: 'https://schema.org/InStock', disabled: false },
    { left: 3, label: 'Only 3 left', state: 'few_left', availability: 'https://schema.org/LimitedAvailability', disabled: false },
    { left: 0, label: 'Sold out', state: 'sold_out', availability: 'https://schema.org/SoldOut', disabled: true },
  ])('left $left: "$label", $availability, button disabled: $disabled', async ({ left, label, state, availability, disabled }) => {
    stock = { [BLUEBERRIES]: left };
    const site = await startSite(service.url);
    const page = await stockPage(site, '/product/wild-blueberries');
    expect(page).toMatchObject({ status: 200, label, state, disabled, offerAvailability: availability, cacheControl: 'no-cache' });
    // What the browser's first render reads, so that it hydrates to this HTML.
    expect(page.snapshot).toEqual({ products: [{ productId: BLUEBERRIES, left }] });
  });

  it('says nothing of "In Stock" anywhere on a sold-out page, to the shopper or to a search engine', async () => {
    stock = { [BLUEBERRIES]: 0 };
    const { html } = await stockPage(await startSite(service.url), '/product/wild-blueberries');
    expect(html).toContain('Sold out');
    expect(html).toContain('https://schema.org/SoldOut');
    expect(html).not.toMatch(/In Stock|InStock/);
  });

  it('fills every product of the shop list with its own stock', async () => {
    stock = { [BLUEBERRIES]: 0, [CARROTS]: 2 };
    const site = await startSite(service.url);
    expect(await stockPage(site, '/shop', BLUEBERRIES)).toMatchObject({ label: 'Sold out', disabled: true });
    const carrots = await stockPage(site, '/shop', CARROTS);
    expect(carrots).toMatchObject({ label: 'Only 2 left', state: 'few_left', disabled: false });
    expect(carrots.snapshot).toEqual({
      products: [
        { productId: BLUEBERRIES, left: 0 },
        { productId: CARROTS, left: 2 },
      ],
    });
  });

  it('does not ask the service for a page that shows no stock', async () => {
    const site = await startSite(service.url);
    const cart = await request(`${site.url}/cart`, { headers: { accept: 'text/html' } });
    expect(cart.statusCode).toBe(200);
    expect(await cart.body.text()).not.toContain('tv-availability');
    expect(availabilityAsks()).toBe(0);
  });
});

describe('a stock change reaches the composed page within the cache time', () => {
  it('keeps an answer 5 s, then shows the new stock with a new ETag', async () => {
    stock = { [BLUEBERRIES]: 3 };
    const site = await startSite(service.url);
    const before = await stockPage(site, '/product/wild-blueberries');
    expect(before).toMatchObject({ label: 'Only 3 left', offerAvailability: 'https://schema.org/LimitedAvailability' });

    stock = { [BLUEBERRIES]: 0 };
    now += 4_999;
    // Within the cache time: the same page, from one answer of the service.
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({ label: 'Only 3 left', etag: before.etag });
    expect(availabilityAsks()).toBe(1);

    now += 1;
    const after = await stockPage(site, '/product/wild-blueberries');
    expect(after).toMatchObject({ label: 'Sold out', disabled: true, offerAvailability: 'https://schema.org/SoldOut' });
    expect(after.etag).not.toBe(before.etag);
    // A browser holding the old page is sent the new one.
    const revalidated = await request(`${site.url}/product/wild-blueberries`, {
      headers: { accept: 'text/html', 'if-none-match': before.etag },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(await revalidated.body.text()).toContain('Sold out');

    stock = { [BLUEBERRIES]: null };
    now += 5_000;
    const untracked = await stockPage(site, '/product/wild-blueberries');
    expect(untracked).toMatchObject({ label: 'In Stock', disabled: false, offerAvailability: 'https://schema.org/InStock' });
    expect(new Set([before.etag, after.etag, untracked.etag]).size).toBe(3);
  });

  it('asks the service once for many pages at the same moment', async () => {
    const site = await startSite(service.url);
    const pages = await Promise.all(
      ['/product/wild-blueberries', '/shop', '/product/wild-blueberries', '/shop'].map((path) => stockPage(site, path)),
    );
    expect(pages.map((page) => page.label)).toEqual(['In Stock', 'In Stock', 'In Stock', 'In Stock']);
    expect(availabilityAsks()).toBe(1);
  });

  it('changes a page only for the products it shows', async () => {
    const site = await startSite(service.url);
    const before = await stockPage(site, '/product/wild-blueberries');
    stock = { [BLUEBERRIES]: null, [CARROTS]: 1 };
    now += 5_000;
    expect((await stockPage(site, '/product/wild-blueberries')).etag).toBe(before.etag);
    expect(availabilityAsks()).toBe(2);
  });
});

describe('a service that cannot say what is left', () => {
  const noClaim = { status: 200, label: '', state: undefined, disabled: false, offerAvailability: undefined, snapshot: undefined };
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => {
    // Said once per outage, not once per page.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^\[site\] availability not read from .*: pages claim no stock until it answers$/);
    warn.mockRestore();
  });

  it('gives a page that claims no stock, and the stock once the service answers again', async () => {
    stock = 'down';
    const site = await startSite(service.url);
    const down = await stockPage(site, '/product/wild-blueberries');
    expect(down).toMatchObject(noClaim);
    now += 5_000;
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject(noClaim);
    expect(availabilityAsks()).toBe(2);
    expect(down.html).not.toMatch(/In Stock|InStock|Sold out|SoldOut/);

    stock = { [BLUEBERRIES]: 0 };
    now += 5_000;
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({
      label: 'Sold out',
      offerAvailability: 'https://schema.org/SoldOut',
    });
  });

  it('gives the page at once when nothing listens at the service’s address', async () => {
    const site = await startSite(`http://127.0.0.1:${await closedPort()}`);
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject(noClaim);
  });

  it('gives the page after its timeout when the service does not answer', async () => {
    const silent = await startUpstream({ onRequest: () => undefined });
    cleanups.push(() => silent.close());
    const site = await startSite(silent.url, 200);
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject(noClaim);
  });

  it('claims nothing when the answer is not the contract’s availability', async () => {
    const odd = await startUpstream({
      handle: (_req, res) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"products":[{"productId":14,"left":"lots"}]}'),
    });
    cleanups.push(() => odd.close());
    expect(await stockPage(await startSite(odd.url), '/product/wild-blueberries')).toMatchObject(noClaim);
  });
});
