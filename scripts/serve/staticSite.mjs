/**
 * Serves one built folder (the shell's or a remote's dist) the way a CDN should:
 * - hashed files (js/, css/, fonts/, hashed assets) cached for a year, immutable;
 * - the federation entry points (remoteEntry.js, mf-manifest.json), remotes.json and HTML
 *   revalidated on every load, so a redeployed remote is picked up by the next page load;
 * - gzip and brotli: the build's precompressed copies (scripts/precompress.mjs) where they
 *   exist, compressed on the fly otherwise; CORS open, since remotes are loaded cross-origin;
 * - unknown paths answered with index.html (client-side routing);
 * - optionally /api/* passed to the checkout-service, so the browser calls one origin;
 * - optionally /remotes.json answered from `remoteConfig`, so one shell build can be served
 *   with host-specific remote addresses without touching its files.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import compress from 'koa-compress';
import send from 'koa-send';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|webp|jpe?g)$/;

export function cacheControlFor(filePath) {
  const base = path.basename(filePath);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  if (base.endsWith('.html') || base === 'remoteEntry.js' || base.endsWith('.json')) return 'no-cache';
  return 'public, max-age=3600';
}

function proxyApi(target) {
  const { hostname, port } = new URL(target);
  return (ctx) =>
    new Promise((resolve) => {
      const upstream = http.request(
        { hostname, port, path: ctx.url, method: ctx.method, headers: { ...ctx.req.headers, host: `${hostname}:${port}` } },
        (res) => {
          ctx.status = res.statusCode ?? 502;
          for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) ctx.set(name, value);
          ctx.body = res;
          resolve();
        },
      );
      upstream.on('error', () => {
        ctx.status = 502;
        ctx.body = { error: 'The checkout service is not reachable.' };
        resolve();
      });
      ctx.req.pipe(upstream);
    });
}

/**
 * @param {object} options
 * @param {string} options.root            the built folder to serve
 * @param {string} [options.apiTarget]     where /api/* goes (the checkout-service)
 * @param {object} [options.remoteConfig]  served as /remotes.json instead of the file in `root`
 */
export function createStaticApp({ root, apiTarget, remoteConfig }) {
  const app = new Koa();
  app.use(async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.vary('Accept-Encoding');
    await next();
  });
  if (apiTarget) {
    const proxy = proxyApi(apiTarget);
    app.use(async (ctx, next) => (ctx.path.startsWith('/api/') ? proxy(ctx) : next()));
  }
  if (remoteConfig) {
    const body = JSON.stringify(remoteConfig, null, 2);
    app.use(async (ctx, next) => {
      if (ctx.path !== '/remotes.json') return next();
      ctx.set('Cache-Control', cacheControlFor('remotes.json'));
      ctx.type = 'application/json';
      ctx.body = body;
    });
  }
  // For what has no precompressed copy (remotes.json, a build made without precompress.mjs).
  // Brotli's default quality (11) costs ~0.8 s of CPU per 100 kB file on every request;
  // quality 5 is ~40x cheaper for ~10% larger responses, right for on-the-fly compression.
  app.use(compress({ br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: {}, threshold: 1024 }));
  // koa-send names the copy it sends (remoteEntry.js.br); caching follows the file it stands for.
  const setHeaders = (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.(br|gz)$/, '')));
  app.use(serve(root, { index: 'index.html', setHeaders, gzip: true, brotli: true }));
  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    // A missing file with an extension is a real 404; anything else is a client-side route.
    if (path.extname(ctx.path) && ctx.path !== '/contact-us.html') return;
    await send(ctx, 'index.html', { root, setHeaders });
  });
  return app;
}

/** Starts a static site; resolves with the listening server. */
export function listen(app, port) {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, () => resolve(server));
    server.on('error', reject);
  });
}
