/**
 * The shell's server answers each page URL with that page's own HTML
 * (docs/architecture.md#the-shells-server-composes-each-page): the remote that owns the path
 * (from the topology), its route table and fragment (read from the remote's origin, see
 * remotePages.ts), put into the shell's prerendered frame, with the table's status; the page's
 * files named where the gateway serves them (remoteGateway.ts). No remote code runs here.
 * Composed answers are kept, compressed, until the table or the shell's build changes, so a page
 * costs about what a static file does; a page that shows stock is kept per availability it was
 * filled with (docs/decisions/live-availability.md), a blog post per approved comments it shows
 * (docs/decisions/comments-in-composed-pages.md). Each page comes with the hashes of the
 * stylesheets inlined in it, for its Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { findPage, findPrivatePage, type PageRoute, type PageTable, type RenderedPage } from 'shared/src/pages/pageTable';
import { SERVER_PAGE_CLASS, SERVER_PAGE_STATE_ID, type ServerPageState } from 'shared/src/pages/serverPage';
import { areaOf, frameKindOfArea, isPrivateRemote } from 'shared/src/routeAreas';
import type { RemoteName } from 'contract';
import { gatewayFolder } from '../middleware/remoteGateway';
import type { CommentsReader } from './comments/liveComments';
import { type PageComments, pageComments } from './comments/pageComments';
import { type Frame, shellFrames } from './frame';
import { headTags, inlineStylesheet, jsonForScript, rebase } from './headTags';
import { FragmentGoneError, remotePages, type RemoteSite, RemoteUnreachableError } from './remotePages';
import type { AvailabilityReader } from './stock/liveAvailability';
import { type PageStock, pageStock } from './stock/pageStock';

/** How long a client should wait before asking again for a page whose remote is down. */
const RETRY_AFTER_SECONDS = 30;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Each answer is compressed once and then sent many times: worth a high quality, still a few ms.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

const stateScript = (state: ServerPageState) =>
  `<script type="application/json" id="${SERVER_PAGE_STATE_ID}">${jsonForScript(state)}</script>`;
const container = (html: string) => `<div class="${SERVER_PAGE_CLASS}">${html}</div>`;

/** A composed page, with its compressed copies made on first demand. */
interface ComposedPage {
  status: number;
  etag: string;
  size: number;
  /** Its own headers: Retry-After on a "temporarily unavailable" page. */
  headers: Record<string, string>;
  /** The CSP sources of the stylesheets inlined in it. */
  styleHashes: readonly string[];
  body(encoding: string): Promise<Buffer>;
}

/** A remote's page as its build makes it, before its live stock (stock/pageStock.ts) and comments (comments/pageComments.ts) are filled in. */
interface PreparedPage {
  status: number;
  head: Parameters<typeof headTags>[0];
  endOfHead: string;
  stock: PageStock;
  comments: PageComments;
  styleHashes: readonly string[];
  /** About what it holds in memory. */
  size: number;
}

/** An old address the route table sends elsewhere. */
interface Redirect {
  location: string;
}

function answer(
  status: number,
  html: string,
  { headers = {}, styleHashes = [] }: Partial<Pick<ComposedPage, 'headers' | 'styleHashes'>> = {},
): ComposedPage {
  const body = Buffer.from(html);
  const encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> } = {};
  return {
    status,
    headers,
    styleHashes,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    size: body.length,
    body(encoding) {
      if (encoding === 'br') return (encoded.br ??= brotli(body, BROTLI));
      if (encoding === 'gzip') return (encoded.gzip ??= gzip(body));
      return Promise.resolve(body);
    },
  };
}

interface PageComposerOptions {
  /** The shell's build. */
  root: string;
  /** Each remote's mf-manifest.json URL (from remotes.json), by name. */
  entries: () => Record<string, string | undefined>;
  /** How long a remote's table is used before it is revalidated. */
  ttlMs?: number | undefined;
  /** How long a remote may take to answer. */
  timeoutMs?: number;
  /** What is left of each product now, for the pages that show it; left out, no page claims any stock. */
  availability?: AvailabilityReader | undefined;
  /** Every post's approved comments now; left out, posts show their sample comments only. */
  comments?: CommentsReader | undefined;
}

export interface PageComposer {
  /** What to send for a page URL (`search` with or without its `?`). */
  page(pathname: string, search: string): Promise<ComposedPage | Redirect>;
  /** Every remote's table that can be had now: for the sitemap. */
  tables(): Promise<PageTable[]>;
}

export function pageComposer({
  root,
  entries,
  ttlMs,
  timeoutMs,
  availability = () => Promise.resolve(null),
  comments: approvedComments = () => Promise.resolve(null),
}: PageComposerOptions): PageComposer {
  const frame = shellFrames(root);
  const remotes = remotePages({ manifestUrlOf: (remote) => entries()[remote], ttlMs, timeoutMs });
  const composed = new LRUCache<string, ComposedPage>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (entry) => entry.size * 2 });
  const prepared = new LRUCache<string, PreparedPage>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (entry) => entry.size });

  const cached = (key: string, make: () => ComposedPage) => {
    let entry = composed.get(key);
    if (!entry) composed.set(key, (entry = make()));
    return entry;
  };

  const shellPage = (
    shell: Frame,
    status: number,
    state: ServerPageState & { kind: 'not-found' | 'unavailable' },
    headers?: Record<string, string>,
  ) => {
    const page = state.kind === 'not-found' ? shell.shellPages.notFound : shell.shellPages.unavailable[state.remote];
    return cached(`${shell.version}|${state.kind}|${state.kind === 'unavailable' ? state.remote : ''}`, () =>
      page
        ? answer(
            status,
            shell.compose({ head: headTags({ ...page.head, noindex: true }), endOfHead: stateScript(state), main: container(page.html) }),
            { headers },
          )
        : // A remote the shell's build did not know: its frame, and the app says what it can.
          answer(status, shell.plain, { headers }),
    );
  };
  const notFound = (shell: Frame) => shellPage(shell, 404, { kind: 'not-found', identifierPrefix: shell.shellPages.identifierPrefix });
  const unavailable = (shell: Frame, remote: RemoteName) =>
    shellPage(shell, 503, { kind: 'unavailable', remote }, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

  /** What a remote's build decides of a page (the shell's frame aside), kept per table: everything but its live stock. */
  async function prepare(site: RemoteSite, route: PageRoute, page: RenderedPage): Promise<PreparedPage> {
    const { table } = site;
    // Where the browser is given the remote's files: the gateway's folder on this origin
    // (remoteGateway.ts). Link previews and structured data need it absolute, on the site's URL.
    const folder = gatewayFolder(site.remote);
    const [html, css] = await Promise.all([
      remotes.text(site, page.fragment),
      Promise.all(route.stylesheets.map((file) => remotes.text(site, file))),
    ]);
    // The route's stylesheets in the page itself: no request for them holds the first paint back.
    const styles = route.stylesheets.map((file, index) => inlineStylesheet(file, folder + file, css[index]));
    const state: ServerPageState = {
      kind: 'remote',
      remote: table.remote,
      identifierPrefix: table.identifierPrefix,
      manifest: folder + table.build.pinnedManifest,
    };
    const head = {
      ...rebase(page.head, table.remoteBaseToken, table.siteUrl + folder),
      preloads: rebase(page.head.preloads, table.remoteBaseToken, folder),
    };
    // A private area is never indexed, whatever its table says: the topology decides, not the remote.
    const privateArea = isPrivateRemote(site.remote) || route.private === true;
    const main = rebase(html, table.remoteBaseToken, folder);
    return {
      status: page.status,
      // A route's own not-found page is no page to index, like the shell's 404.
      head: { ...head, ...(privateArea ? { canonical: undefined } : {}), noindex: page.status !== 200 || privateArea },
      endOfHead: styles.map((style) => style.tag).join('') + stateScript(state),
      stock: pageStock(main, head.jsonLd ?? []),
      comments: pageComments(main),
      size: main.length + css.reduce((sum, text) => sum + text.length, 0) || 1,
      styleHashes: styles.map((style) => style.hash),
    };
  }

  async function remotePage(shell: Frame, site: RemoteSite, route: PageRoute, page: RenderedPage): Promise<ComposedPage> {
    const build = `${site.remote}|${site.serial}|${page.fragment}`;
    let parts = prepared.get(build);
    if (!parts) prepared.set(build, (parts = await prepare(site, route, page)));
    const { status, head, endOfHead, stock, comments, styleHashes } = parts;
    // Only a page that shows stock (or a post's comments) waits for it (docs/decisions/live-availability.md,
    // docs/decisions/comments-in-composed-pages.md); each answer that fills it differently is a page of its own, with its own ETag.
    const [lefts, approved] = await Promise.all([
      stock.productIds.length ? availability() : null,
      comments.postId !== undefined ? approvedComments() : null,
    ]);
    return cached(`${shell.version}|${build}|${stock.key(lefts)}|${comments.key(approved)}`, () => {
      const stocked = stock.fill(lefts);
      const filled = comments.fill(approved, stocked);
      return answer(
        status,
        shell.compose({
          head: headTags({ ...head, jsonLd: filled.jsonLd }),
          endOfHead: endOfHead + stocked.snapshot + filled.snapshot,
          main: container(filled.main),
        }),
        { styleHashes },
      );
    });
  }

  async function composeFrom(shell: Frame, site: RemoteSite, pathname: string, search: string): Promise<ComposedPage | Redirect> {
    // A private area's every URL gets its route's one page, the sign-in: nothing else is in its build.
    const found = isPrivateRemote(site.remote) ? findPrivatePage(site.table, pathname) : findPage(site.table, pathname, search);
    if (found.kind === 'none') return notFound(shell);
    if (found.kind === 'unrendered') return cached(`${shell.version}|plain`, () => answer(200, shell.plain));
    if (found.page.status === 301) {
      const location = new URL(found.page.location);
      return { location: location.pathname + location.search };
    }
    return remotePage(shell, site, found.route, found.page);
  }

  const unreachable = (shell: Frame, remote: RemoteName) => (error: unknown) => {
    if (error instanceof RemoteUnreachableError || error instanceof FragmentGoneError) return unavailable(shell, remote);
    throw error;
  };

  return {
    async page(pathname, search) {
      const remote = areaOf(pathname);
      // The frame the app shows on this path, the office's in a private area, for its 404 too (docs/decisions/office-frame.md).
      const shell = frame(frameKindOfArea(remote));
      try {
        return await composeFrom(shell, await remotes.table(remote), pathname, search);
      } catch (error) {
        // A redeploy within the table's TTL: the new build's table names the fragments it has.
        if (error instanceof FragmentGoneError)
          return composeFrom(shell, await remotes.table(remote, { revalidate: true }), pathname, search).catch(unreachable(shell, remote));
        return unreachable(shell, remote)(error);
      }
    },

    async tables() {
      const results = await Promise.allSettled(Object.keys(entries()).map((remote) => remotes.table(remote)));
      return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.table] : []));
    },
  };
}
