/**
 * Serves one built folder (the shell's or a remote's dist) the way a CDN should:
 * - hashed files (js/, css/, fonts/, hashed assets) cached for a year, immutable;
 * - the federation entry points (remoteEntry.js, mf-manifest.json), remotes.json and HTML
 *   revalidated on every load, so a redeployed remote is picked up by the next page load;
 * - gzip and brotli: the build's precompressed copies (scripts/precompress.mjs) where they
 *   exist, compressed on the fly otherwise; CORS open on files, since remotes are loaded cross-origin;
 * - security headers on every file, and the shell's Content-Security-Policy on its pages;
 * - a remote's folder: unknown paths answered with its index.html (client-side routing);
 * - the shell's folder, with `composePages`: each page URL answered with that page's own HTML,
 *   status and head, composed from the remotes' route tables (pages/composer.mjs), and each
 *   remote's files passed through at /remotes/<name>/*, the address the browser is given for it
 *   (remoteGateway.mjs);
 * - dotfile paths and source maps: 404, never a page;
 * - ETags on files, and 304 answers to a matching If-None-Match;
 * - optionally /api/* passed to the checkout-service, so the browser calls one origin;
 * - optionally /remotes.json answered from `remoteConfig`, so one shell build can be served
 *   with host-specific remote addresses without touching its files (with `composePages`, as
 *   the gateway's addresses).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import compress from 'koa-compress';
import send from 'koa-send';
import conditional from 'koa-conditional-get';
import etag from '@koa/etag';
import { API_PATH, apiProxy } from './apiProxy.mjs';
import { contentSecurityPolicy } from './contentSecurityPolicy.mjs';
import { pageComposer } from './pages/composer.mjs';
import { browsedRemoteConfig, remoteGateway } from './remoteGateway.mjs';
import { securityHeaders } from './securityHeaders.mjs';
import { watchedJson } from './watchedJson.mjs';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|webp|jpe?g)$/;

export function cacheControlFor(filePath) {
  const base = path.basename(filePath);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  if (base.endsWith('.html') || base === 'remoteEntry.js' || base.endsWith('.json')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A source map (or a compressed copy of one): the build keeps them for error reports, with no
 * sourceMappingURL naming them (hidden-source-map, scripts/webpack/createConfig.js); they hold the
 * full sources, so they are never public, even where a build or a host still has them.
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/**
 * /.env, /.git/config, /.well-known/..., /js/main.js.map: nothing under a dot and no source map is
 * served, and no page stands in for them.
 */
function isPrivatePath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return SOURCE_MAP.test(decoded) || decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

/** How a client hangs up or stalls: its own business, never a line in the log. */
const CLIENT_FAULTS = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_HTTP_REQUEST_TIMEOUT']);

/** Koa reports a client that leaves mid-request as an error, with its stack; only our own faults are logged. */
function logServerError(error) {
  if (error.expose || CLIENT_FAULTS.has(error.code) || String(error.code).startsWith('HPE_')) return;
  console.error(`[site] ${error.stack ?? error}`);
}

/**
 * @param {object} options
 * @param {string} options.root            the built folder to serve
 * @param {string} [options.apiTarget]     where /api/* goes (the checkout-service)
 * @param {number} [options.apiTimeoutMs]  how long the checkout-service may stay silent
 * @param {object} [options.remoteConfig]  served as /remotes.json instead of the file in `root`
 * @param {string[]} [options.formActionOrigins]  where the shell's forms may also lead (Stripe Checkout)
 * @param {boolean} [options.composePages]  the shell: compose each page from the remotes' route tables
 * @param {number} [options.pagesTtlMs]     how long a remote's route table is used before it is revalidated
 */
export function createStaticApp({ root, apiTarget, apiTimeoutMs, remoteConfig, formActionOrigins, composePages = false, pagesTtlMs }) {
  const app = new Koa();
  app.on('error', logServerError);
  // The API answers for itself: its own headers, no CORS (it is called from the shell's origin only).
  if (apiTarget) {
    const proxy = apiProxy(apiTarget, { timeoutMs: apiTimeoutMs });
    app.use(async (ctx, next) => (API_PATH.test(ctx.path) ? proxy(ctx) : next()));
  }
  app.use(async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.vary('Accept-Encoding');
    await next();
  });
  // remotes.json as configured (the remotes' real addresses), and as the browser is given it.
  const configured = remoteConfig ? () => remoteConfig : watchedJson(path.join(root, 'remotes.json'));
  const browsed = composePages ? () => browsedRemoteConfig(configured()) : configured;
  app.use(securityHeaders());
  app.use(contentSecurityPolicy({ root, remoteConfig: browsed, formActionOrigins }));
  app.use(async (ctx, next) => {
    if (!isPrivatePath(ctx.path)) return next();
    ctx.status = 404;
    ctx.body = 'Not Found';
  });
  // The remotes' files answer for themselves, with their own servers' headers.
  if (composePages) app.use(remoteGateway(configured));
  if (remoteConfig || composePages) {
    const bodies = new WeakMap();
    app.use(async (ctx, next) => {
      const config = ctx.path === '/remotes.json' && browsed();
      if (!config) return next();
      if (!bodies.has(config)) bodies.set(config, JSON.stringify(config, null, 2));
      ctx.set('Cache-Control', cacheControlFor('remotes.json'));
      ctx.type = 'application/json';
      ctx.body = bodies.get(config);
    });
  }
  // For what has no precompressed copy (remotes.json, a build made without precompress.mjs).
  // Brotli's default quality (11) costs ~0.8 s of CPU per 100 kB file on every request;
  // quality 5 is ~40x cheaper for ~10% larger responses, right for on-the-fly compression.
  app.use(compress({ br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: {}, threshold: 1024 }));
  // koa-send names the copy it sends (remoteEntry.js.br); caching follows the file it stands for.
  const setHeaders = (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.(br|gz)$/, '')));
  app.use(conditional());
  app.use(etag());
  // The shell's index.html is the frame the composer fills: never sent as it is for `/`.
  app.use(serve(root, { index: composePages ? false : 'index.html', setHeaders, gzip: true, brotli: true }));
  if (composePages) {
    const entries = () => Object.fromEntries(Object.entries(configured()?.remotes ?? {}).map(([name, { entry }]) => [name, entry]));
    const composer = pageComposer({ root, entries, ttlMs: pagesTtlMs });
    app.use(async (ctx, next) => {
      // A missing script, image or stylesheet is a 404 of its own; a page, or a browser's navigation, is composed.
      const asset = path.extname(ctx.path) && !ctx.path.endsWith('.html') && !['/sitemap.xml', '/robots.txt'].includes(ctx.path);
      if (asset && !navigating(ctx)) return next();
      return composer(ctx, next);
    });
    return app;
  }
  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    // A browser navigating gets the app, which knows its own routes, even at an address with an
    // extension (an old page's .html); a missing script, image or stylesheet is a 404.
    if (path.extname(ctx.path) && !navigating(ctx)) return;
    await send(ctx, 'index.html', { root, setHeaders });
  });
  return app;
}

/**
 * Whether the request is a browser's navigation (it accepts HTML), for an address whose answer
 * depends on it: caches are told so (Vary: Accept), lest they give the app for a file or a 404 for a page.
 */
function navigating(ctx) {
  ctx.vary('Accept');
  return /\btext\/html\b/.test(ctx.get('Accept'));
}

/**
 * A page and its files are a few hundred kilobytes: 30 s bounds what a client that trickles its
 * request can hold (it is answered 408), and idle connections close after 5 s. Tests pass shorter ones.
 */
export const SERVER_TIMEOUTS = { requestMs: 30_000, headersMs: 30_000, keepAliveMs: 5_000, checkEveryMs: 1_000 };

/** Where a site listens unless told otherwise: this machine only, as a host behind a proxy or `npm start` wants. */
export const LOOPBACK_HOST = '127.0.0.1';

/** The address the servers' commands listen on: HOST (0.0.0.0 to be reached from other machines), or this machine only. */
export const listenHost = (env) => env.HOST?.trim() || LOOPBACK_HOST;

/**
 * Starts a static site with every timeout set; resolves with the listening server.
 * @param {import('koa')} app
 * @param {number} port
 * @param {{ timeouts?: typeof SERVER_TIMEOUTS, host?: string }} [options]  host: e.g. 0.0.0.0 to be reached from other machines
 */
export function listen(app, port, { timeouts = SERVER_TIMEOUTS, host = LOOPBACK_HOST } = {}) {
  return new Promise((resolve, reject) => {
    const server = http.createServer(
      // Node checks the two timeouts this often; its default, 30 s, would let a request run for up to twice its limit.
      { requestTimeout: timeouts.requestMs, headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
      app.callback(),
    );
    server.keepAliveTimeout = timeouts.keepAliveMs;
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
