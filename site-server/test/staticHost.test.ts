import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticHost } from '../src/apps/staticHost';
import { listen } from '../src/listen';
import { remoteSources, VIDEO_HOST } from '../src/middleware/contentSecurityPolicy';
import { PERMISSIONS_POLICY } from '../src/middleware/securityHeaders';
import { siteLog } from '../src/log';
import { builtFolder, rawRequest, serveSite, type ServedSite, SHORT_TIMEOUTS, startUpstream } from './support';

const HASHES = { 'script-src': ["'sha256-c2NyaXB0'"], 'style-src': ["'sha256-c3R5bGU='"] };
const REMOTES = {
  remotes: { shop: { entry: 'https://shop.cdn.example/v2/mf-manifest.json' }, blog: { entry: 'http://localhost:3002/mf-manifest.json' } },
  overrideOrigins: ['http://localhost:*', 'https://*.qa.example'],
};

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    header!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("the shell's pages", () => {
  const shell = builtFolder({
    'csp-hashes.json': HASHES,
    'remotes.json': REMOTES,
    '.env': 'STRIPE_SECRET_KEY=sk_live_x',
    '.git/config': '[core]',
  });
  let site: ServedSite;
  beforeAll(async () => (site = await serveSite(createStaticHost({ root: shell.root }))));
  afterAll(async () => {
    await site.close();
    shell.remove();
  });

  it('carry a Content-Security-Policy: the site, the remotes of remotes.json and the build’s inline hashes', async () => {
    const res = await fetch(`${site.url}/shop`);
    const csp = directives(res.headers.get('content-security-policy'));
    const remotes = ['https://shop.cdn.example', 'http://localhost:3002', 'http://localhost:*', 'https://*.qa.example'];
    expect(csp['script-src']).toEqual(["'self'", ...remotes, "'sha256-c2NyaXB0'", "'report-sample'"]);
    expect(csp['style-src']).toEqual(["'self'", ...remotes, "'sha256-c3R5bGU='", "'report-sample'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', ...remotes]);
    expect(csp['font-src']).toEqual(["'self'", ...remotes]);
    expect(csp['connect-src']).toEqual(["'self'", ...remotes]);
    expect(csp['frame-src']).toEqual([VIDEO_HOST]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-inline'");
  });

  it('follow remotes.json when it is replaced, with no restart', async () => {
    const file = path.join(shell.root, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: { shop: { entry: 'https://shop.moved.example/mf-manifest.json' } } }));
    const csp = directives((await fetch(`${site.url}/`)).headers.get('content-security-policy'));
    writeFileSync(file, JSON.stringify(REMOTES));
    expect(csp['script-src']).toEqual(["'self'", 'https://shop.moved.example', "'sha256-c2NyaXB0'", "'report-sample'"]);
  });

  it('carry the other security headers', async () => {
    const res = await fetch(`${site.url}/about-us`);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain(`autoplay=(self "${VIDEO_HOST}")`);
  });

  it('serve nothing private: dotfile paths are 404, not the page fallback', async () => {
    for (const pathname of ['/.env', '/.git/config', '/%2eenv', '/assets/.secret', '/.well-known/anything']) {
      const res = await fetch(`${site.url}${pathname}`);
      expect([pathname, res.status]).toEqual([pathname, 404]);
      expect(await res.text()).not.toContain('Terra Verde');
    }
    const route = await fetch(`${site.url}/blog-standard`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('Terra Verde');
  });

  it("answer a browser's navigation with the app, whose routes decide, and a missing file with 404", async () => {
    const navigation = await fetch(`${site.url}/contact-us.html`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(navigation.status).toBe(200);
    expect(await navigation.text()).toContain('<div id="root">');
    for (const file of ['/js/missing.0123456789.js', '/assets/missing.svg', '/contact-us.html']) {
      const res = await fetch(`${site.url}${file}`, { headers: { accept: '*/*' } });
      expect([file, res.status]).toEqual([file, 404]);
    }
  });

  it('say that a missing file’s answer depends on Accept, so no cache gives the app for a file or a 404 for a page', async () => {
    for (const accept of ['text/html', '*/*']) {
      const res = await fetch(`${site.url}/contact-us.html`, { headers: { accept } });
      expect([accept, res.headers.get('vary')]).toEqual([accept, expect.stringMatching(/\bAccept\b(?!-)/)]);
    }
  });

  it('set the policy on pages only, and keep files open to the shell (CORS)', async () => {
    const script = await fetch(`${site.url}/js/main.0123456789.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('source maps', () => {
  it('are never served, even when the build holds them: 404, never the app', async () => {
    const remote = builtFolder({
      'js/main.0123456789.js.map': '{"version":3,"sourcesContent":["secret"]}',
      'css/main.0123456789.css.map': '{}',
    });
    const site = await serveSite(createStaticHost({ root: remote.root }));
    const answers: Array<{ pathname: string; accept: string; status: number; body: string }> = [];
    for (const pathname of [
      '/js/main.0123456789.js.map',
      '/css/main.0123456789.css.map',
      '/js/main.0123456789.js%2emap',
      '/JS/MAIN.0123456789.JS.MAP',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await fetch(`${site.url}${pathname}`, { headers: { accept } });
        answers.push({ pathname, accept, status: res.status, body: await res.text() });
      }
    }
    const script = await fetch(`${site.url}/js/main.0123456789.js`);
    await site.close();
    remote.remove();
    for (const answer of answers) expect(answer).toEqual({ ...answer, status: 404, body: 'Not Found' });
    expect(script.status).toBe(200);
  });
});

describe('the Content-Security-Policy', () => {
  it('lets forms lead to the payment page when Stripe is configured', async () => {
    const shell = builtFolder({ 'csp-hashes.json': HASHES });
    const site = await serveSite(
      createStaticHost({ root: shell.root, remoteConfig: REMOTES, formActionOrigins: ['https://checkout.stripe.com'] }),
    );
    const csp = directives((await fetch(`${site.url}/checkout`)).headers.get('content-security-policy'));
    await site.close();
    shell.remove();
    expect(csp['form-action']).toEqual(["'self'", 'https://checkout.stripe.com']);
    expect(csp['script-src']).toContain('https://shop.cdn.example');
  });

  it("is not sent for a remote's folder, which has no record of inline hashes", async () => {
    const remote = builtFolder();
    const site = await serveSite(createStaticHost({ root: remote.root }));
    const res = await fetch(`${site.url}/`);
    await site.close();
    remote.remove();
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('takes from remotes.json only what is shaped like an origin', () => {
    expect(
      remoteSources({
        remotes: {
          a: { entry: '/relative/mf-manifest.json' },
          b: { entry: "https://x.example/m.json'; script-src *" },
          c: { entry: 'javascript:alert(1)' },
          d: 5,
        },
        overrideOrigins: ['*', "http://localhost:* 'unsafe-inline'", 'https://ok.example:8443', 'http://evil.example;script-src'],
      }),
    ).toEqual(['https://x.example', 'https://ok.example:8443']);
  });
});

describe('the QA override patterns the policy allows', () => {
  /** Each pattern of remotes.json's overrideOrigins, and the source the policy allows for it (the shell's own table: originAllowList.test.ts). */
  const PATTERNS: Array<[string, string | null]> = [
    ['http://localhost:*', 'http://localhost:*'],
    ['http://127.0.0.1:*', 'http://127.0.0.1:*'],
    ['https://*.qa.example.com', 'https://*.qa.example.com'],
    ['HTTPS://QA.Example.com:8443/', 'https://qa.example.com:8443'],
    ['https://*.com', null],
    ['http://*.localhost', null],
    ['https://qa.example.com:*', null],
    ['http://*.example.com:*', null],
    ['http://192.168.1.5:*', null],
    ['https://qa.example.com:70000', null],
    // Taken by the shell, but a CSP source cannot name an IPv6 address: the browser would ignore it.
    ['http://[::1]:*', null],
  ];

  it.each(PATTERNS)('%s is allowed as %p', (pattern, source) => {
    expect(remoteSources({ overrideOrigins: [pattern] })).toEqual(source ? [source] : []);
  });
});

describe('listening', () => {
  it('is on this machine only unless told another address', async () => {
    const folder = builtFolder();
    const app = createStaticHost({ root: folder.root });
    const servers = [await listen(app, 0), await listen(app, 0, { host: '0.0.0.0' })];
    const addresses = servers.map((server) => (server.address() as AddressInfo).address);
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    folder.remove();
    expect(addresses).toEqual(['127.0.0.1', '0.0.0.0']);
  });
});

describe('timeouts', () => {
  it('answer a request body that trickles in with 408 and close, also on its way to the API', async () => {
    const upstream = await startUpstream();
    const folder = builtFolder();
    const site = await serveSite(createStaticHost({ root: folder.root, apiTarget: upstream.url }), SHORT_TIMEOUTS);
    let timer: NodeJS.Timeout | undefined;
    const { answer, ms } = await rawRequest(site.port, (socket) => {
      socket.write(
        'POST /api/create-checkout-session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      );
      timer = setInterval(() => socket.writable && socket.write('{'), 20);
    });
    clearInterval(timer);
    await upstream.allClosed();
    await site.close();
    await upstream.close();
    folder.remove();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(2000);
  });

  it('close a connection that sends nothing, and an idle kept-alive one', async () => {
    const folder = builtFolder();
    const site = await serveSite(createStaticHost({ root: folder.root }), SHORT_TIMEOUTS);
    const silent = await rawRequest(site.port, () => undefined);
    const idle = await rawRequest(site.port, (socket) => socket.write('GET /js/main.0123456789.js HTTP/1.1\r\nHost: x\r\n\r\n'));
    await site.close();
    folder.remove();
    expect(silent.answer === '' || /^HTTP\/1\.1 408 /.test(silent.answer)).toBe(true);
    expect(silent.ms).toBeLessThan(2000);
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(idle.ms).toBeLessThan(2000);
  });
});

describe('the log', () => {
  it('stays quiet when clients hang up mid-request or stall', async () => {
    const logged = jest.spyOn(siteLog, 'error').mockImplementation(() => undefined);
    const upstream = await startUpstream();
    const folder = builtFolder();
    const site = await serveSite(createStaticHost({ root: folder.root, apiTarget: upstream.url }), SHORT_TIMEOUTS);
    const hangUp = (pathname: string) =>
      rawRequest(site.port, (socket) => socket.end(`POST ${pathname} HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"items":`));
    await Promise.all([
      hangUp('/api/create-checkout-session'),
      hangUp('/'),
      rawRequest(site.port, (socket) => socket.write('GET / HTTP/1.1\r\n')),
    ]);
    await site.close();
    await upstream.close();
    folder.remove();
    const lines = logged.mock.calls;
    logged.mockRestore();
    expect(lines).toEqual([]);
  });
});
