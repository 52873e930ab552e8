/**
 * The shell's server answers each page URL with that page's own HTML
 * (docs/architecture.md#the-shells-server-composes-each-page): the remote that owns the path
 * (from the topology), its route table and fragment (read from the remote's origin, see
 * remotePages.mjs), put into the shell's prerendered frame, with the table's status; the page's
 * files named where the gateway serves them (remoteGateway.mjs). No remote
 * code runs here. Composed answers are kept, compressed, until the table or the shell's build
 * changes, so a page costs about what a static file does.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import lookup from './pageLookup.cjs';
import { shellFrame } from './frame.mjs';
import { gatewayFolder } from '../remoteGateway.mjs';
import { headTags, inlineStylesheet, jsonForScript, rebase } from './headTags.mjs';
import { FragmentGoneError, remotePages, RemoteUnreachableError } from './remotePages.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';

const { areaOf, findPage, SERVER_PAGE_CLASS, SERVER_PAGE_STATE_ID } = lookup;

/** How long a client should wait before asking again for a page whose remote is down. */
const RETRY_AFTER_SECONDS = 30;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Each answer is compressed once and then sent many times: worth a high quality, still a few ms.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

const stateScript = (state) => `<script type="application/json" id="${SERVER_PAGE_STATE_ID}">${jsonForScript(state)}</script>`;
const container = (html) => `<div class="${SERVER_PAGE_CLASS}">${html}</div>`;

/** A composed answer, with its compressed copies made on first demand. */
function answer(status, html, extra = {}) {
  const body = Buffer.from(html);
  const encoded = {};
  return {
    status,
    ...extra,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    size: body.length,
    body(encoding) {
      if (encoding === 'br') return (encoded.br ??= brotli(body, BROTLI));
      if (encoding === 'gzip') return (encoded.gzip ??= gzip(body));
      return Promise.resolve(body);
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.root                 the shell's build
 * @param {() => Record<string, string>} options.entries  each remote's mf-manifest.json URL (from remotes.json)
 * @param {number} [options.ttlMs]              how long a remote's table is used before it is revalidated
 * @param {number} [options.timeoutMs]          how long a remote may take to answer
 * @returns {import('koa').Middleware} answers GET and HEAD for pages, /sitemap.xml and /robots.txt
 */
export function pageComposer({ root, entries, ttlMs, timeoutMs }) {
  const frame = shellFrame(root);
  const remotes = remotePages({ entryOf: (remote) => entries()[remote], ttlMs, timeoutMs });
  const composed = new LRUCache({ maxSize: 64 * 1024 * 1024, sizeCalculation: (entry) => entry.size * 2 });

  const cached = (key, make) => {
    let entry = composed.get(key);
    if (!entry) composed.set(key, (entry = make()));
    return entry;
  };

  const shellPage = (shell, kind, status, state, extra) => {
    const page = kind === 'not-found' ? shell.shellPages.notFound : shell.shellPages.unavailable[state.remote];
    return cached(`${shell.version}|${kind}|${state.remote ?? ''}`, () =>
      page
        ? answer(status, shell.compose({ head: headTags({ ...page.head, noindex: true }), endOfHead: stateScript(state), main: container(page.html) }), extra)
        : // A remote the shell's build did not know: its frame, and the app says what it can.
          answer(status, shell.plain, extra),
    );
  };
  const notFound = (shell) => shellPage(shell, 'not-found', 404, { kind: 'not-found', identifierPrefix: shell.shellPages.identifierPrefix });
  const unavailable = (shell, remote) =>
    shellPage(shell, 'unavailable', 503, { kind: 'unavailable', remote }, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

  async function remotePage(shell, site, route, page) {
    const key = `${shell.version}|${site.remote}|${site.serial}|${page.fragment}`;
    const kept = composed.get(key);
    if (kept) return kept;
    const { table } = site;
    // Where the browser is given the remote's files: the gateway's folder on this origin
    // (remoteGateway.mjs). Link previews and structured data need it absolute, on the site's URL.
    const folder = gatewayFolder(site.remote);
    const [html, css] = await Promise.all([remotes.text(site, page.fragment), Promise.all(route.stylesheets.map((file) => remotes.text(site, file)))]);
    // The route's stylesheets in the page itself: no request for them holds the first paint back.
    const styles = route.stylesheets.map((file, index) => inlineStylesheet(file, folder + file, css[index]));
    const state = { kind: 'remote', remote: site.remote, identifierPrefix: table.identifierPrefix, manifest: folder + table.build.pinnedManifest };
    const head = { ...rebase(page.head, table.remoteBaseToken, table.siteUrl + folder), preloads: rebase(page.head.preloads, table.remoteBaseToken, folder) };
    return cached(key, () =>
      answer(
        page.status,
        shell.compose({
          // A route's own not-found page is no page to index, like the shell's 404.
          head: headTags({ ...head, noindex: page.status !== 200 }),
          endOfHead: styles.map((style) => style.tag).join('') + stateScript(state),
          main: container(rebase(html, table.remoteBaseToken, folder)),
        }),
        { styleHashes: styles.map((style) => style.hash) },
      ),
    );
  }

  /** What to send for a page URL. */
  async function compose(pathname, search) {
    const shell = frame();
    const remote = areaOf(pathname);
    try {
      return await composeFrom(shell, await remotes.table(remote), pathname, search);
    } catch (error) {
      // A redeploy within the table's TTL: the new build's table names the fragments it has.
      if (error instanceof FragmentGoneError) return composeFrom(shell, await remotes.table(remote, { revalidate: true }), pathname, search).catch(unreachable(shell, remote));
      return unreachable(shell, remote)(error);
    }
  }

  async function composeFrom(shell, site, pathname, search) {
    const found = findPage(site.table, pathname, search);
    if (found.kind === 'none') return notFound(shell);
    if (found.kind === 'unrendered') return cached(`${shell.version}|plain`, () => answer(200, shell.plain));
    if (found.page.status === 301) return { status: 301, location: new URL(found.page.location).pathname + new URL(found.page.location).search };
    return remotePage(shell, site, found.route, found.page);
  }

  const unreachable = (shell, remote) => (error) => {
    if (error instanceof RemoteUnreachableError || error instanceof FragmentGoneError) return unavailable(shell, remote);
    throw error;
  };

  /** Every remote's table that can be had now: for the sitemap. */
  const allTables = async () => {
    const results = await Promise.allSettled(Object.keys(entries()).map((remote) => remotes.table(remote)));
    return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.table] : []));
  };

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/sitemap.xml' || ctx.path === '/robots.txt') {
      const tables = await allTables();
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = ctx.path === '/robots.txt' ? 'text/plain' : 'application/xml';
      ctx.body = ctx.path === '/robots.txt' ? robotsTxt(tables, ctx.origin) : sitemapXml(tables);
      return;
    }
    const result = await compose(ctx.path, ctx.querystring);
    if (result.location) {
      ctx.status = 301;
      ctx.redirect(result.location);
      return;
    }
    ctx.status = result.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(result.headers ?? {})) ctx.set(name, value);
    // For the Content-Security-Policy (contentSecurityPolicy.mjs): the page's inlined stylesheets.
    ctx.state.styleHashes = result.styleHashes;
    ctx.etag = result.etag;
    if (ctx.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    ctx.compress = false;
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = await result.body(encoding);
  };
}
