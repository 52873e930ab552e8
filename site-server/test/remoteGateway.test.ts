import http from 'node:http';
import { createShellServer } from '../src/apps/shellServer';
import { createStaticHost } from '../src/apps/staticHost';
import { builtFolder, closedPort, serveSite, type ServedSite, SHELL_BUILD, startUpstream, type Upstream } from './support';

/** The status of a request for `pathname` exactly as written: fetch would resolve its dot segments first. */
const statusOf = (url: string, pathname: string) =>
  new Promise<number | undefined>((resolve, reject) =>
    http.get(url + pathname, { path: pathname }, (res) => resolve(res.resume().statusCode)).on('error', reject),
  );

/** The shell's server composing pages, with the shop at `entry` and the blog on the shell's own origin. */
async function shellWith(entry: string): Promise<ServedSite> {
  const shell = builtFolder(SHELL_BUILD);
  const remoteConfig = { remotes: { shop: { entry }, blog: { entry: '/blog/mf-manifest.json' } }, overrideOrigins: ['http://localhost:*'] };
  const site = await serveSite(createShellServer({ root: shell.root, remoteConfig }));
  return { ...site, close: async () => (await site.close(), shell.remove()) };
}

describe("the shell's gateway to the remotes' files", () => {
  let upstream: Upstream;
  let site: ServedSite;
  beforeEach(async () => {
    upstream = await startUpstream({
      handle: (req, res) => {
        if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304, { ETag: '"v1"' }).end();
        res.writeHead(200, { 'Content-Type': 'text/css', 'Cache-Control': 'public, max-age=31536000, immutable', ETag: '"v1"' });
        res.end('h1{color:green}');
      },
    });
    site = await shellWith(`${upstream.url}/builds/7/mf-manifest.json`);
  });
  afterEach(async () => {
    await site.close();
    await upstream.close();
  });

  it("gives the browser each remote's address on the shell's origin, the rest of remotes.json as configured", async () => {
    const res = await fetch(`${site.url}/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      remotes: { shop: { entry: '/remotes/shop/mf-manifest.json' }, blog: { entry: '/blog/mf-manifest.json' } },
      overrideOrigins: ['http://localhost:*'],
    });
  });

  it("passes a file's request to the remote's folder, query included, and its answer back with the remote's own caching headers", async () => {
    const res = await fetch(`${site.url}/remotes/shop/css/458.abcdef0123.css?v=2`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('h1{color:green}');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(upstream.received.map(({ url }) => url)).toEqual(['/builds/7/css/458.abcdef0123.css?v=2']);
    // A browser revalidating its copy gets the remote's 304.
    const again = await fetch(`${site.url}/remotes/shop/css/458.abcdef0123.css`, { headers: { 'If-None-Match': '"v1"' } });
    expect(again.status).toBe(304);
  });

  it('lets the page load them under its Content-Security-Policy as its own files', async () => {
    // A page of the farm's pages, whose remote is not configured here: the frame, with the policy.
    const res = await fetch(`${site.url}/about`, { headers: { Accept: 'text/html' } });
    const scriptSrc = res.headers.get('content-security-policy')!.match(/script-src ([^;]*)/)![1];
    expect(scriptSrc).not.toContain(upstream.url);
    expect(scriptSrc).toContain('http://localhost:*');
  });

  it('answers 404 for a remote it does not know, a dotfile, a source map or a climb out of the folder, and never asks the remote', async () => {
    for (const pathname of [
      '/remotes/nope/remoteEntry.js',
      '/remotes/blog/remoteEntry.js',
      '/remotes/shop/.env',
      '/remotes/shop/js/1.0123456789.js.map',
      '/remotes/shop/%2e%2e/secret',
      '/remotes/__proto__/x.js',
    ]) {
      expect({ pathname, status: await statusOf(site.url, pathname) }).toEqual({ pathname, status: 404 });
    }
    expect(upstream.received).toEqual([]);
  });

  it("keeps the site's credentials to itself: no Cookie or Authorization reaches a remote", async () => {
    const res = await fetch(`${site.url}/remotes/shop/remoteEntry.js`, {
      headers: { Cookie: 'session=s3cret', Authorization: 'Bearer s3cret' },
    });
    expect(res.status).toBe(200);
    expect(upstream.received[0].headers.cookie).toBeUndefined();
    expect(upstream.received[0].headers.authorization).toBeUndefined();
  });

  it('answers 404 for any path under /remotes/ of a remote it does not pass through, even to a browser navigating: never a composed page', async () => {
    for (const pathname of ['/remotes/nope/', '/remotes/nope/shop', '/remotes/blog/remoteEntry.js', '/remotes/']) {
      const res = await fetch(`${site.url}${pathname}`, { headers: { Accept: 'text/html' } });
      expect({ pathname, status: res.status, type: res.headers.get('content-type') }).toEqual({
        pathname,
        status: 404,
        type: expect.not.stringMatching(/html/),
      });
      expect(await res.text()).not.toContain('Terra Verde');
    }
    expect(upstream.received).toEqual([]);
  });

  it('passes on only what reads a file', async () => {
    const res = await fetch(`${site.url}/remotes/shop/remoteEntry.js`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${site.url}/remotes/shop/remoteEntry.js`, { method: 'HEAD' })).status).toBe(200);
    expect(upstream.received.map(({ method }) => method)).toEqual(['HEAD']);
  });

  it('answers 502 with a sentence when the remote cannot be reached', async () => {
    const down = await shellWith(`http://127.0.0.1:${await closedPort()}/mf-manifest.json`);
    try {
      const res = await fetch(`${down.url}/remotes/shop/remoteEntry.js`);
      expect(res.status).toBe(502);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe('This part of the site is temporarily unavailable. Please try again in a moment.');
    } finally {
      await down.close();
    }
  });
});

describe("the gateway in front of a remote's own server, which answers a browser's navigation with its app", () => {
  const REMOTE_APP = '<!doctype html><title>The shop on its own</title><script src="js/main.0123456789.js"></script>';
  const remote = builtFolder({ 'index.html': REMOTE_APP, 'pages/fragments/shop.0123456789.html': '<h1>Shop</h1>' });
  let remoteSite: ServedSite;
  let site: ServedSite;
  beforeAll(async () => {
    remoteSite = await serveSite(createStaticHost({ root: remote.root }));
    site = await shellWith(`${remoteSite.url}/mf-manifest.json`);
  });
  afterAll(async () => {
    await site.close();
    await remoteSite.close();
    remote.remove();
  });

  it("answers 404 for a file the remote does not have, never the remote's app on the site's origin", async () => {
    const asked = [
      ['/remotes/shop/anything', 'text/html'],
      ['/remotes/shop/missing.0123456789.js', 'text/html,application/xhtml+xml,*/*;q=0.8'],
      ['/remotes/shop/shop/product/1', '*/*'],
      ['/remotes/shop/', 'text/html'],
    ];
    for (const [pathname, accept] of asked) {
      const res = await fetch(`${site.url}${pathname}`, { headers: { Accept: accept } });
      const body = await res.text();
      expect({ pathname, status: res.status, app: body.includes('The shop on its own') }).toEqual({ pathname, status: 404, app: false });
    }
    expect((await fetch(`${site.url}/remotes/shop/js/main.0123456789.js`, { headers: { Accept: 'text/html' } })).status).toBe(200);
  });

  it('sandboxes the HTML files it passes on', async () => {
    const res = await fetch(`${site.url}/remotes/shop/pages/fragments/shop.0123456789.html`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Shop</h1>');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});

describe('the gateway in front of a host that answers every path with its app (a CDN set up for a single-page app)', () => {
  let upstream: Upstream;
  let site: ServedSite;
  beforeAll(async () => {
    upstream = await startUpstream({
      handle: (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><script>alert(document.cookie)</script>');
      },
    });
    site = await shellWith(`${upstream.url}/mf-manifest.json`);
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('answers 404 where a file was asked for, and asks the host for no HTML', async () => {
    for (const pathname of ['/remotes/shop/remoteEntry.js', '/remotes/shop/x', '/remotes/shop/']) {
      const res = await fetch(`${site.url}${pathname}`, { headers: { Accept: 'text/html,application/xhtml+xml,image/avif,*/*;q=0.8' } });
      expect({ pathname, status: res.status, body: await res.text() }).toEqual({ pathname, status: 404, body: 'Not Found' });
    }
    expect(upstream.received.map(({ headers }) => headers.accept)).toEqual(Array(3).fill('image/avif,*/*;q=0.8'));
  });

  it('passes a page it was asked for by name only sandboxed: no script of it runs on the site’s origin', async () => {
    const res = await fetch(`${site.url}/remotes/shop/index.html`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
