/**
 * A shopper's order page (/checkout/order/<token>) is a real 404 when the checkout-service knows no
 * order with that token: the shell's server asks GET /api/orders/by-token/<token> on every
 * request, keeps nothing, never puts the order in the page, and leaves the page 200 when the
 * service cannot say (down, slow, throttled). Real HTTP: a stand-in checkout remote, a stand-in
 * service, the shell's server between them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { orderByTokenPath, orderPagePath } from 'contract';
import { areaOf } from 'shared/src/routeAreas';
import { createShellServer } from '../src/apps/shellServer';
import { builtFolder, closedPort, pageTable, SHELL_BUILD, serveSite, startUpstream, type ServedSite, type Upstream } from './support';

/** The remote that owns the order pages, read from the topology. */
const OWNER = areaOf(orderPagePath('x'));
const KNOWN = 'q9Xc2Vb7LmN4pR1sT8uW0yZ3aB6dE5fG-hJ_kM2nP4Q';
const FORGED = 'Z'.repeat(43);
const LOADING = '<!--$--><h2>Your order</h2><p role="status">Loading your order…</p><!--/$-->';
/** What the service says of the known order: none of it may reach the page. */
const ORDER = { number: 'TV-7K3M9Q2X', status: 'paid', customer: { firstName: 'Ana', address1: '5 Cider Mill Road' } };

const head = (title: string) => ({ title, description: title, openGraph: {}, twitter: {}, preloads: [], jsonLd: [], noindex: true });
const TABLE = pageTable({
  remote: OWNER,
  identifierPrefix: 'checkout-',
  routes: [
    {
      path: '/checkout/cancel',
      query: {},
      stylesheets: [],
      pages: [{ url: '/checkout/cancel', status: 200, fragment: 'pages/fragments/cancel.html', head: head('Cancelled') }],
    },
    {
      path: '/checkout/order/:token',
      query: {},
      stylesheets: [],
      private: true,
      pages: [{ url: '/checkout/order/order-link', status: 200, fragment: 'pages/fragments/order-link.html', head: head('Your order') }],
    },
  ],
});
const FILES: Record<string, string> = {
  'pages/pages.json': JSON.stringify(TABLE),
  'pages/fragments/cancel.html': '<!--$--><h1>Payment Canceled</h1><!--/$-->',
  'pages/fragments/order-link.html': LOADING,
};

async function startRemote() {
  const server = http.createServer((req, res) => {
    const file = FILES[req.url!.slice(1)];
    res.writeHead(file ? 200 : 404, { 'Content-Type': req.url!.endsWith('.json') ? 'application/json' : 'text/html' }).end(file ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

/** How the stand-in service answers an order page's token: the order, 404, or a status of its own. */
let known: Set<string>;
let answerStatus: number | null;
function orderAnswer(req: http.IncomingMessage, res: http.ServerResponse) {
  if (answerStatus !== null) return res.writeHead(answerStatus, { 'Content-Type': 'application/json' }).end('{"error":"not now"}');
  const token = decodeURIComponent(req.url!.slice(orderByTokenPath('').length));
  if (!known.has(token)) return res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"This order link is not valid."}');
  return res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(ORDER));
}

let remote: Awaited<ReturnType<typeof startRemote>>;
let service: Upstream;
const cleanups: Array<() => Promise<void>> = [];

async function startSite(apiTarget: string | undefined, timeoutMs = 1_000): Promise<ServedSite> {
  const shell = builtFolder(SHELL_BUILD);
  const remoteConfig = { remotes: { [OWNER]: { entry: `${remote.base}mf-manifest.json` } } };
  const site = await serveSite(
    createShellServer({ root: shell.root, apiTarget, remoteConfig, pagesTtlMs: 60_000, orderPages: { timeoutMs } }),
  );
  cleanups.push(async () => (await site.close(), shell.remove()));
  return site;
}

async function page(site: ServedSite, pathname: string, headers: Record<string, string> = {}) {
  const res = await request(site.url + pathname, { headers: { accept: 'text/html', ...headers } });
  return { status: res.statusCode, cacheControl: res.headers['cache-control'], html: await res.body.text() };
}

const asked = () => service.received.filter((r) => r.url!.startsWith(orderByTokenPath(''))).map((r) => r.url);

beforeEach(async () => {
  known = new Set([KNOWN]);
  answerStatus = null;
  remote = await startRemote();
  service = await startUpstream({
    handle: (req, res) => (req.url!.startsWith(orderByTokenPath('')) ? orderAnswer(req, res) : res.writeHead(404).end()),
  });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await service.close();
  await remote.stop();
});

describe("a shopper's order page, as the service knows its link", () => {
  it('answers a link the service knows 200, with the page as built and nothing of the order, never stored', async () => {
    const site = await startSite(service.url);
    const known = await page(site, orderPagePath(KNOWN));
    expect(known).toMatchObject({ status: 200, cacheControl: 'no-store' });
    expect(known.html).toContain(LOADING);
    expect(known.html).toContain('<meta name="robots" content="noindex">');
    for (const secret of [ORDER.number, 'Cider Mill', 'Ana']) expect(known.html).not.toContain(secret);
    expect(asked()).toEqual([orderByTokenPath(KNOWN)]);
  });

  it('answers a forged or unknown link 404, with the same page (the browser then says the link is not valid), never stored', async () => {
    const site = await startSite(service.url);
    const forged = await page(site, orderPagePath(FORGED));
    expect(forged).toMatchObject({ status: 404, cacheControl: 'no-store' });
    expect(forged.html).toContain(LOADING);
    expect(forged.html).toContain('<meta name="robots" content="noindex">');
    const head = await request(site.url + orderPagePath(FORGED), { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(404);
    await head.body.dump();
  });

  it('asks the service on every request and keeps no answer: a link becomes known, then unknown again', async () => {
    const site = await startSite(service.url);
    const later = 'later-known-token';
    expect((await page(site, orderPagePath(later))).status).toBe(404);
    known.add(later);
    expect((await page(site, orderPagePath(later))).status).toBe(200);
    known.delete(later);
    expect((await page(site, orderPagePath(later))).status).toBe(404);
    expect(asked()).toEqual([orderByTokenPath(later), orderByTokenPath(later), orderByTokenPath(later)]);
  });

  it('asks for the token as the path names it, decoded once and encoded again for the service', async () => {
    const site = await startSite(service.url);
    expect((await page(site, '/checkout/order/a%20b%3F')).status).toBe(404);
    expect(asked()).toEqual([orderByTokenPath('a b?')]);
  });

  it("counts the look-up against the shopper's address, as the /api proxy does", async () => {
    const site = await startSite(service.url);
    await page(site, orderPagePath(KNOWN));
    await page(site, orderPagePath(KNOWN), { 'x-forwarded-for': '203.0.113.9' });
    expect(service.received.map((r) => r.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '203.0.113.9,127.0.0.1']);
  });

  it('asks nothing for the remote’s other pages, which stay revalidated rather than never stored', async () => {
    const site = await startSite(service.url);
    expect(await page(site, '/checkout/cancel')).toMatchObject({ status: 200, cacheControl: 'no-cache' });
    expect(asked()).toEqual([]);
  });
});

describe('an order page whose service cannot say', () => {
  it.each([500, 503, 429])('stays 200 when the service answers %i', async (status) => {
    answerStatus = status;
    const site = await startSite(service.url);
    expect(await page(site, orderPagePath(FORGED))).toMatchObject({ status: 200, cacheControl: 'no-store' });
    expect(asked()).toEqual([orderByTokenPath(FORGED)]);
  });

  it('stays 200 when nothing listens at the service’s address', async () => {
    const site = await startSite(`http://127.0.0.1:${await closedPort()}`);
    expect(await page(site, orderPagePath(FORGED))).toMatchObject({ status: 200, cacheControl: 'no-store' });
  });

  it('stays 200 after its timeout when the service does not answer', async () => {
    const silent = await startUpstream({ onRequest: () => undefined });
    cleanups.push(() => silent.close());
    const site = await startSite(silent.url, 200);
    const started = performance.now();
    expect(await page(site, orderPagePath(FORGED))).toMatchObject({ status: 200, cacheControl: 'no-store' });
    // The page waits for the service no longer than its timeout, with room for a busy machine.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('stays 200 without a service (a shell served alone)', async () => {
    const site = await startSite(undefined);
    expect(await page(site, orderPagePath(FORGED))).toMatchObject({ status: 200, cacheControl: 'no-store' });
  });
});
