import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { REMOTES, type RemoteTopology } from 'contract';
import { createShellServer } from '../src/apps/shellServer';
import { headTags, jsonForScript } from '../src/pages/headTags';
import { builtFolder, pageTable, REMOTE_BASE_TOKEN as TOKEN, serveSite, type ServedSite } from './support';

const FRAME =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Terra Verde | Fresh Organic Farm Produce</title>' +
  '<meta name=description content="The farm."><style>body{}</style></head><body><div id="root"><header>Frame</header>' +
  '<main id="main" tabindex="-1"><div class="shell-loading">Loading the page…</div></main><footer>Footer</footer></div></body></html>';
// The office's frame: the same head, no shop header or footer around <main> (docs/decisions/office-frame.md).
const OFFICE_FRAME = FRAME.replace('<header>Frame</header>', '')
  .replace('<footer>Footer</footer>', '')
  .replace('tabindex="-1"', 'tabindex="-1" data-frame="office"');
const SHOP_FRAME_PARTS = ['<header>Frame</header>', '<footer>Footer</footer>'];
const SHELL_PAGES = {
  identifierPrefix: 'shell-',
  notFound: {
    html: '<!--$--><h2>Sorry Page Was Not Found!</h2><!--/$-->',
    head: { title: 'Page Not Found | Terra Verde', description: 'No such page.' },
  },
  unavailable: {
    shop: {
      html: '<!--$--><h2>The shop is temporarily unavailable.</h2><!--/$-->',
      head: { title: 'Temporarily unavailable | Terra Verde', description: '' },
    },
  },
};

const head = (title: string, extra = {}) => ({
  title,
  description: `About ${title}`,
  canonical: `https://terraverde.farm/${title}`,
  openGraph: { title, description: `About ${title}`, type: 'website', image: `${TOKEN}pages/og/${title}.png` },
  twitter: { card: 'summary_large_image', title, description: `About ${title}`, image: `${TOKEN}pages/og/${title}.png` },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: title }],
  preloads: [{ rel: 'preload', as: 'image', href: `${TOKEN}assets/${title}.svg` }],
  ...extra,
});

function shopTable(text = 'Heirloom Tomatoes') {
  return pageTable({
    remote: 'shop',
    identifierPrefix: 'shop-',
    routes: [
      {
        path: '/shop',
        query: { page: '1' },
        stylesheets: ['css/list.css'],
        pages: [
          {
            url: '/shop',
            status: 200,
            fragment: 'pages/fragments/shop.html',
            head: head('Shop', { canonical: 'https://terraverde.farm/shop' }),
          },
        ],
      },
      {
        path: '/product/:slug',
        query: {},
        stylesheets: ['css/product.css'],
        pages: [
          {
            url: '/product/heirloom-tomatoes',
            status: 200,
            fragment: `pages/fragments/tomatoes-${text.length}.html`,
            head: head(text, { canonical: 'https://terraverde.farm/product/heirloom-tomatoes' }),
          },
        ],
        notFound: {
          status: 404,
          fragment: 'pages/fragments/product-unknown.html',
          head: { ...head('Product not found'), canonical: undefined },
        },
      },
      {
        path: '/cart',
        query: {},
        stylesheets: [],
        pages: [{ url: '/cart', status: 200, fragment: 'pages/fragments/cart.html', head: head('Cart') }],
      },
      {
        path: '/cart/old.html',
        query: {},
        stylesheets: [],
        pages: [{ url: '/cart/old.html', status: 301, location: 'https://terraverde.farm/shop' }],
      },
    ],
  });
}

/** A remote's origin serving a route table and fragments, as it is deployed now. */
interface Remote {
  table: ReturnType<typeof shopTable>;
  files: Record<string, string>;
  requests: string[];
  notModified: number;
  base: string;
  deploy(text: string): void;
  stop(): Promise<void>;
}

/** A remote's origin serving a route table (with an ETag) and fragments; it counts what it was asked. */
async function startRemote(): Promise<Remote> {
  const fragments = (text: string): Record<string, string> => ({
    [`pages/fragments/tomatoes-${text.length}.html`]: `<!--$--><h1>${text}</h1><img src="${TOKEN}assets/tomato.svg" alt=""><!--/$-->`,
    'pages/fragments/shop.html': '<!--$--><h1>Shop</h1><!--/$-->',
    'pages/fragments/cart.html': '<!--$--><h1>Cart</h1><!--/$-->',
    'pages/fragments/product-unknown.html': '<!--$--><h1>Product not found</h1><!--/$-->',
    'css/list.css': 'ul{margin:0}',
    'css/product.css': 'h1{color:green;background:url(../assets/field.svg)}',
  });
  const remote: Remote = {
    table: shopTable(),
    files: fragments('Heirloom Tomatoes'),
    requests: [],
    notModified: 0,
    base: '',
    deploy: (text) => {
      remote.table = shopTable(text);
      remote.files = fragments(text);
    },
    stop: () => Promise.resolve(),
  };
  const server = http.createServer((req, res) => {
    remote.requests.push(req.url!);
    if (req.url === '/pages/pages.json') {
      const body = JSON.stringify(remote.table);
      const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
      if (req.headers['if-none-match'] === etag) {
        remote.notModified += 1;
        return res.writeHead(304).end();
      }
      return res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag }).end(body);
    }
    const file = remote.files[req.url!.slice(1)];
    if (file) return res.writeHead(200, { 'Content-Type': 'text/html' }).end(file);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  remote.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  remote.stop = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return remote;
}

async function startShell(remote: Remote, ttlMs: number, name = 'shop'): Promise<ServedSite> {
  const shell = builtFolder({
    'index.html': FRAME,
    'pages/office-frame.html': OFFICE_FRAME,
    'pages/shell.json': SHELL_PAGES,
    'csp-hashes.json': { 'script-src': [], 'style-src': [] },
  });
  const remoteConfig = { remotes: { [name]: { entry: `${remote.base}mf-manifest.json` } } };
  const site = await serveSite(createShellServer({ root: shell.root, remoteConfig, pagesTtlMs: ttlMs }));
  return { ...site, close: async () => (await site.close(), shell.remove()) };
}

const page = async (site: ServedSite, pathname: string) => {
  const res = await fetch(site.url + pathname, { headers: { Accept: 'text/html' }, redirect: 'manual' });
  return { res, html: await res.text() };
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!));

describe('the head a composed page gets', () => {
  it('makes a title, a description or JSON-LD that holds </script> or quotes harmless', () => {
    const hostile = '"><script>alert(1)</script>';
    const tags = headTags({
      title: hostile,
      description: `it's ${hostile}`,
      openGraph: { title: hostile },
      jsonLd: [{ name: `</script><script>alert(2)</script>` }],
    });
    expect(tags).not.toMatch(/<script>alert/);
    expect(tags).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(tags).toContain('content="it&#39;s &quot;&gt;&lt;script&gt;');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(tags)[0].name).toBe('</script><script>alert(2)</script>');
  });

  it('serialises JSON for a script so that the line separators and < > & cannot end it', () => {
    expect(jsonForScript({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });
});

describe("the shell's server composing pages from a remote's route table", () => {
  let remote: Remote;
  let site: ServedSite;
  beforeEach(async () => {
    remote = await startRemote();
    site = await startShell(remote, 0);
  });
  afterEach(async () => {
    await site.close();
    await remote.stop();
  });

  it('answers a product page with its head, its HTML in the frame, its stylesheets and the build that rendered it', async () => {
    const { res, html } = await page(site, '/product/heirloom-tomatoes?utm_source=chat');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Heirloom Tomatoes</title>');
    expect(html).toContain('<meta name="description" content="About Heirloom Tomatoes">');
    expect(html).not.toContain('The farm.');
    expect(html).toContain('<link rel="canonical" href="https://terraverde.farm/product/heirloom-tomatoes">');
    // Link previews need an absolute address: the site's, where the gateway serves the remote's files.
    expect(html).toContain('<meta property="og:image" content="https://terraverde.farm/remotes/shop/pages/og/Heirloom Tomatoes.png">');
    expect(jsonLd(html)).toEqual([{ '@context': 'https://schema.org', '@type': 'Product', name: 'Heirloom Tomatoes' }]);
    // The page's own files, on the origin the page came from.
    expect(html).toContain('<link rel="preload" as="image" href="/remotes/shop/assets/Heirloom Tomatoes.svg">');
    expect(html).toContain(
      '<main id="main" tabindex="-1"><div class="shell-server-page"><!--$--><h1>Heirloom Tomatoes</h1><img src="/remotes/shop/assets/tomato.svg" alt=""><!--/$--></div></main>',
    );
    for (const part of SHOP_FRAME_PARTS) expect(html).toContain(part);
    // The route's stylesheet inline, named as the remote's CSS loader names it, its url()s
    // resolved against the gateway, allowed by its hash.
    const css = 'h1{color:green;background:url(/remotes/shop/assets/field.svg)}';
    expect(html).toContain(`<style data-href="css/product.css">${css}</style>`);
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(html).not.toContain(TOKEN);
    expect(html).not.toContain(remote.base);
    const state = JSON.parse(html.match(/<script type="application\/json" id="tv-server-page">(.*?)<\/script>/)![1]);
    expect(state).toEqual({
      kind: 'remote',
      remote: 'shop',
      identifierPrefix: 'shop-',
      manifest: '/remotes/shop/mf-manifest.aaaaaaaaaaaaaaaa.json',
    });
  });

  it('answers an unknown id with 404 and the route’s own not-found page, and an unknown path with the shell’s 404 page', async () => {
    const unknownId = await page(site, '/product/no-such-thing');
    expect(unknownId.res.status).toBe(404);
    expect(unknownId.html).toContain('<h1>Product not found</h1>');
    expect(unknownId.html).toContain('<meta name="robots" content="noindex">');
    expect((await page(site, '/product/heirloom-tomatoes')).html).not.toContain('noindex');
    const unknownPath = await page(site, '/shop/no/such/page');
    expect(unknownPath.res.status).toBe(404);
    expect(unknownPath.html).toContain('Sorry Page Was Not Found!');
    expect(unknownPath.html).toContain('<meta name="robots" content="noindex">');
  });

  it('redirects an old address as the table says, and answers a file that is missing with a plain 404', async () => {
    const { res } = await page(site, '/cart/old.html');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/shop');
    expect((await fetch(`${site.url}/js/missing.0123456789.js`)).status).toBe(404);
  });

  it('answers 304 to a browser that has the page already', async () => {
    const first = await page(site, '/shop');
    // As a browser revalidates: fetch would add Cache-Control: no-cache, which asks for the full page.
    const again = await request(`${site.url}/shop`, { headers: { 'If-None-Match': first.res.headers.get('etag')! } });
    expect(again.statusCode).toBe(304);
  });

  it('revalidates the table with If-None-Match, and shows a redeployed remote’s page at the next request', async () => {
    await page(site, '/product/heirloom-tomatoes');
    await page(site, '/product/heirloom-tomatoes');
    expect(remote.notModified).toBeGreaterThanOrEqual(1);
    remote.deploy('Heirloom Tomatoes, freshly picked');
    const { html } = await page(site, '/product/heirloom-tomatoes');
    expect(html).toContain('<h1>Heirloom Tomatoes, freshly picked</h1>');
  });

  it('shows a page first asked for right after a redeploy, whose fragment the cached table no longer names, from the new build', async () => {
    const patient = await startShell(remote, 60_000);
    try {
      expect((await page(patient, '/shop')).res.status).toBe(200);
      remote.deploy('Heirloom Tomatoes, freshly picked');
      const { res, html } = await page(patient, '/product/heirloom-tomatoes');
      expect(res.status).toBe(200);
      expect(html).toContain('<h1>Heirloom Tomatoes, freshly picked</h1>');
    } finally {
      await patient.close();
    }
  });

  it('keeps serving the pages it has while the remote is down, and answers 503 for a remote it never reached', async () => {
    const before = await page(site, '/product/heirloom-tomatoes');
    await remote.stop();
    const during = await page(site, '/product/heirloom-tomatoes');
    expect(during.res.status).toBe(200);
    expect(during.html).toBe(before.html);

    const fresh = await startShell(remote, 0);
    try {
      const { res, html } = await page(fresh, '/product/heirloom-tomatoes');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(html).toContain('The shop is temporarily unavailable.');
      expect(html).toContain('<header>Frame</header>');
    } finally {
      await fresh.close();
    }
  });

  it('lists every page that answers 200 at its own canonical address in sitemap.xml, except the cart, and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect([...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, url]) => url)).toEqual([
      'https://terraverde.farm/shop',
      'https://terraverde.farm/product/heirloom-tomatoes',
    ]);
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://terraverde.farm/sitemap.xml');
    expect(robots).toContain('Disallow: /cart');
  });
});

describe("a private route of a public remote (secret addresses, such as a shopper's order page)", () => {
  const loading = '<!--$--><h1>Your Order</h1><p role="status">Loading your order…</p><!--/$-->';
  let remote: Remote;
  let site: ServedSite;
  beforeEach(async () => {
    remote = await startRemote();
    const table = shopTable();
    table.routes.push({
      path: '/product/:slug/order/:token',
      query: {},
      stylesheets: [],
      pages: [
        {
          url: '/product/x/order/order-link',
          status: 200,
          fragment: 'pages/fragments/order-link.html',
          head: { ...head('Your Order'), canonical: undefined, noindex: true },
        },
      ],
      private: true,
    } as unknown as (typeof table.routes)[number]);
    remote.table = table;
    remote.files = { ...remote.files, 'pages/fragments/order-link.html': loading };
    site = await startShell(remote, 0);
  });
  afterEach(async () => {
    await site.close();
    await remote.stop();
  });

  it('answers every URL of the route with its one page: 200, noindex, no canonical, whatever the token or query', async () => {
    for (const url of ['/product/x/order/q9Xc2Vb7LmN4pR1sT8uW0yZ3aB6dE5fG-hJ_kM2nP4Q', '/product/x/order/not-a-token?utm_source=mail']) {
      const { res, html } = await page(site, url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain(`<div class="shell-server-page">${loading}</div>`);
    }
    // The remote's other pages are as before.
    const { html } = await page(site, '/product/heirloom-tomatoes');
    expect(html).not.toContain('noindex');
  });

  it('is left out of sitemap.xml', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/product/heirloom-tomatoes');
    expect(sitemap).not.toContain('/order/');
  });
});

describe('a private area of the topology (behind staff sign-in)', () => {
  const privateRemote = (REMOTES as readonly RemoteTopology[]).find((candidate) => candidate.private && candidate.area !== 'fallback');
  if (!privateRemote) throw new Error('The topology has no private remote to test with.');
  const area = (privateRemote.area as readonly string[])[0].replace(/\/?\*$/, '');
  const signIn = '<!--$--><h1>Staff sign-in</h1><form><label>Email<input name="email"></label></form><!--/$-->';
  // What its build writes: one page per route, the sign-in, with the head the table gives.
  const table = {
    ...shopTable(),
    remote: privateRemote.name,
    identifierPrefix: `${privateRemote.name}-`,
    routes: [
      {
        path: area,
        query: {},
        stylesheets: [],
        pages: [
          {
            url: area,
            status: 200,
            fragment: 'pages/fragments/list.html',
            head: { ...head('Sign in'), canonical: `https://terraverde.farm${area}` },
          },
        ],
      },
      {
        path: `${area}/orders/:number`,
        query: {},
        stylesheets: [],
        pages: [{ url: `${area}/orders/TV-1`, status: 200, fragment: 'pages/fragments/order.html', head: head('Sign in') }],
      },
    ],
  };
  let remote: Remote;
  let site: ServedSite;
  beforeEach(async () => {
    remote = await startRemote();
    remote.table = table as unknown as Remote['table'];
    remote.files = { 'pages/fragments/list.html': signIn, 'pages/fragments/order.html': signIn };
    site = await startShell(remote, 0, privateRemote.name);
  });
  afterEach(async () => {
    await site.close();
    await remote.stop();
  });

  it('answers every URL of a route with its sign-in, not indexed and with no canonical, whatever the id or query', async () => {
    for (const url of [area, `${area}?page=2&status=paid`, `${area}/orders/TV-1`, `${area}/orders/TV-NEVER-RENDERED?note=x`]) {
      const { res, html } = await page(site, url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain(`<div class="shell-server-page">${signIn}</div>`);
    }
    expect((await page(site, `${area}/no/such/page`)).res.status).toBe(404);
  });

  it("puts its pages, and its 404, in the office's frame, with no shop header or footer, and the rest of the site in the shop's", async () => {
    for (const url of [area, `${area}/orders/TV-1?note=x`, `${area}/no/such/page`]) {
      const { res, html } = await page(site, url);
      expect(html).toContain('<main id="main" tabindex="-1" data-frame="office">');
      for (const part of SHOP_FRAME_PARTS) expect(html).not.toContain(part);
      // Never stored by a cache in between, as every composed page.
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    // A path of another area (here, whose remote this site lacks: 503), in the shop's frame.
    const elsewhere = await page(site, '/no/such/page');
    for (const part of SHOP_FRAME_PARTS) expect(elsewhere.html).toContain(part);
  });

  it("says the office is temporarily unavailable in the office's frame", async () => {
    await remote.stop();
    const fresh = await startShell(remote, 0, privateRemote.name);
    try {
      const { res, html } = await page(fresh, `${area}/orders/TV-1`);
      expect(res.status).toBe(503);
      expect(html).toContain('data-frame="office"');
      for (const part of SHOP_FRAME_PARTS) expect(html).not.toContain(part);
    } finally {
      await fresh.close();
    }
  });

  it('is left out of sitemap.xml and disallowed in robots.txt', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(area);
    const robots = (await (await fetch(`${site.url}/robots.txt`)).text()).split('\n');
    expect(robots).toContain(`Disallow: ${area}`);
  });
});
