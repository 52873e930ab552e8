/**
 * A composed page follows live stock (docs/decisions/live-availability.md): the shop's marks and
 * its JSON-LD offer say what the checkout-service's GET /api/availability says, within the 5 s the
 * server keeps it, with an ETag of their own; a service that cannot answer makes the page claim
 * nothing. Real HTTP: a stand-in shop remote, a stand-in service, the shell's server between them;
 * the availability's clock is the test's, so nothing waits for time to pass.
 */
import type http from 'node:http';
import { request } from 'undici';
import { createShellServer } from '../src/apps/shellServer';
import { BLUEBERRIES, CARROTS, startShop, stockPage } from './stockShop';
import { builtFolder, closedPort, serveSite, SHELL_BUILD, startUpstream, type ServedSite, type Upstream } from './support';

/** What the stand-in service says is left: by product id (null: not counted); 'down': it answers 503. */
let stock: Record<number, number | null> | 'down';
/** The weighed products' estimated grams a piece; the others are sold by the piece. */
let weighed: Record<number, number>;
const availabilityAnswer = (res: http.ServerResponse) => {
  if (stock === 'down') return res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"down"}');
  const products = Object.entries(stock).map(([productId, left]) => ({
    productId: Number(productId),
    left,
    soldByWeight: soldByWeight(productId),
  }));
  res
    .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=5' })
    .end(JSON.stringify({ products, holdBufferPercent: 15 }));
};
const soldByWeight = (productId: number | string) => (weighed[Number(productId)] ? { estimatedGrams: weighed[Number(productId)] } : null);
/** The snapshot a page embeds for these products, as the stand-in service says them. */
const snapshotOf = (lefts: Array<[number, number | null]>) => ({
  products: lefts.map(([productId, left]) => ({ productId, left, soldByWeight: soldByWeight(productId) })),
  holdBufferPercent: 15,
});

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

beforeEach(async () => {
  now += 60_000;
  stock = { [BLUEBERRIES]: null, [CARROTS]: 12 };
  weighed = {};
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
    expect(page.snapshot).toEqual(snapshotOf([[BLUEBERRIES, left]]));
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
    expect(carrots.snapshot).toEqual(
      snapshotOf([
        [BLUEBERRIES, 0],
        [CARROTS, 2],
      ]),
    );
  });

  it('does not ask the service for a page that shows no stock', async () => {
    const site = await startSite(service.url);
    const cart = await request(`${site.url}/cart`, { headers: { accept: 'text/html' } });
    expect(cart.statusCode).toBe(200);
    expect(await cart.body.text()).not.toContain('tv-availability');
    expect(availabilityAsks()).toBe(0);
  });
});

describe('a composed page says which products are weighed, as the service says', () => {
  it('gives a weighed product "about" its price, its price per kilo, and its offer’s UnitPriceSpecification', async () => {
    weighed = { [BLUEBERRIES]: 250 };
    const page = await stockPage(await startSite(service.url), '/product/wild-blueberries');
    expect(page).toMatchObject({ label: 'In Stock', price: 'about $9.00', unitPrice: '$36.00/kg · about 250 g each' });
    expect(page.offer).toMatchObject({
      availability: 'https://schema.org/InStock',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '36.00', priceCurrency: 'USD', unitCode: 'KGM' },
    });
    expect(page.snapshot).toEqual(snapshotOf([[BLUEBERRIES, null]]));
  });

  it('gives a product sold by the piece its price as built, no mark, no unit price; each card of the list its own', async () => {
    weighed = { [CARROTS]: 1000 };
    const site = await startSite(service.url);
    const blueberries = await stockPage(site, '/shop', BLUEBERRIES);
    expect(blueberries).toMatchObject({ price: undefined, unitPrice: undefined });
    expect(blueberries.html).toContain('<p class="price"><span>$9.00</span></p>');
    expect(await stockPage(site, '/shop', CARROTS)).toMatchObject({ price: 'about $3.20', unitPrice: '$3.20/kg · about 1 kg each' });
    expect((await stockPage(site, '/product/wild-blueberries')).offer).not.toHaveProperty('priceSpecification');
  });

  it('shows the farm’s change within the cache time, with a new ETag', async () => {
    const site = await startSite(service.url);
    const before = await stockPage(site, '/product/wild-blueberries');
    weighed = { [BLUEBERRIES]: 500 };
    now += 5_000;
    const after = await stockPage(site, '/product/wild-blueberries');
    expect(after).toMatchObject({ price: 'about $9.00', unitPrice: '$18.00/kg · about 500 g each' });
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('a stock change reaches the composed page within the cache time', () => {
  it('keeps an answer 5 s, then shows the new stock with a new ETag', async () => {
    stock = { [BLUEBERRIES]: 3 };
    const site = await startSite(service.url);
    const before = await stockPage(site, '/product/wild-blueberries');
    expect(before).toMatchObject({ label: 'Only 3 left', offerAvailability: 'https://schema.org/LimitedAvailability' });

    stock = { [BLUEBERRIES]: 0 };
    now += 3_999;
    // Within the cache time: the same page, from one answer of the service.
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({ label: 'Only 3 left', etag: before.etag });
    expect(availabilityAsks()).toBe(1);

    now += 1_001;
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

  it('asks for the next answer in its last second, while pages are still given the latest at once', async () => {
    // A service that holds its second answer until the test lets it go.
    let asks = 0;
    let secondAsked = () => {};
    const asked = new Promise<void>((resolve) => (secondAsked = resolve));
    let answerSecond = () => {};
    const released = new Promise<void>((resolve) => (answerSecond = resolve));
    const slow = await startUpstream({
      handle: (_req, res) => {
        asks += 1;
        if (asks !== 2) return availabilityAnswer(res);
        secondAsked();
        void released.then(() => availabilityAnswer(res));
      },
    });
    cleanups.push(() => slow.close());
    stock = { [BLUEBERRIES]: 3 };
    const site = await startSite(slow.url);
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({ label: 'Only 3 left' });

    stock = { [BLUEBERRIES]: 0 };
    now += 4_000;
    // The latest answer, 4 s old, at once, although the service has not answered the next.
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({ label: 'Only 3 left' });
    await asked;
    answerSecond();
    now += 1_000;
    // The latest has run out: the page has the answer asked for a second ago, and nothing more was asked.
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({ label: 'Sold out' });
    expect(asks).toBe(2);
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
  const noClaim = {
    status: 200,
    label: '',
    state: undefined,
    disabled: false,
    offerAvailability: undefined,
    snapshot: undefined,
    // The price as built, still marked, its price per kilo empty.
    price: '$9.00',
    unitPrice: '',
  };
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

  it('keeps the latest answer to the end of its time when the next cannot be read, then claims nothing', async () => {
    stock = { [BLUEBERRIES]: 3 };
    const site = await startSite(service.url);
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({ label: 'Only 3 left' });
    stock = 'down';
    now += 4_000;
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({ label: 'Only 3 left' });
    now += 500;
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject({ label: 'Only 3 left' });
    now += 500;
    expect(await stockPage(site, '/product/wild-blueberries')).toMatchObject(noClaim);
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
