/**
 * A composed blog post shows the comments the farm approved (docs/decisions/comments-in-composed-pages.md):
 * after its samples, counted in its heading, its meta line and its JSON-LD, as the checkout-service's
 * GET /api/comments says within the 5 s the server keeps it, with an ETag of its own; a service that
 * cannot answer leaves the samples only. Real HTTP: a stand-in blog remote, a stand-in service, the
 * shell's server between them; the comments' clock is the test's, so nothing waits for time to pass.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { request } from 'undici';
import type { PublicComment } from 'contract';
import { createShellServer } from '../src/apps/shellServer';
import {
  builtFolder,
  closedPort,
  pageTable,
  REMOTE_BASE_TOKEN,
  serveSite,
  SHELL_BUILD,
  startUpstream,
  type ServedSite,
  type Upstream,
} from './support';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const AVATAR = `${REMOTE_BASE_TOKEN}assets/leafy-green.1a2b3c4d5e.svg`;
const sample = (name: string) =>
  `<li class="blog-comment"><img class="blog-comment__avatar" src="${REMOTE_BASE_TOKEN}assets/${name}.svg" alt="" width="64" height="64" loading="lazy"/>` +
  `<div><h3 class="blog-comment__name">${name}</h3><p class="blog-comment__date"><time dateTime="2026-11-19">November 19, 2026</time></p>` +
  `<p class="blog-comment__text">A sample.</p></div></li>`;
/** A post as the blog renders it at build time: its two samples, its counts marked, its list the slot. */
const postFragment = (id: number) =>
  `<!--$--><h1>Post ${id}</h1><ul class="blog-meta"><li><span data-comment-count="meta">2 Comments</span></li></ul>` +
  `<section class="blog-comments"><h2 id="blog-comments-title" data-comment-count="heading">Comments (2)</h2>` +
  `<ol class="blog-comments__list" data-comment-slot="${id}" data-comment-samples="2" data-comment-avatar="${AVATAR}">` +
  `${sample('Ana')}${sample('Luana')}</ol></section><!--/$-->`;

const blogPosting = (id: number) => ({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: `Post ${id}`, commentCount: 2 });
const postPage = (id: number) => ({
  url: `/blog-single/${id}`,
  status: 200,
  fragment: `pages/fragments/post-${id}.html`,
  head: { title: `Post ${id}`, description: `Post ${id}`, openGraph: {}, twitter: {}, preloads: [], jsonLd: [blogPosting(id)] },
});
const BLOG_FILES: Record<string, string> = {
  'pages/pages.json': JSON.stringify(
    pageTable({
      remote: 'blog',
      identifierPrefix: 'blog-',
      routes: [
        {
          path: '/blog-standard',
          query: {},
          stylesheets: [],
          pages: [{ ...postPage(0), url: '/blog-standard', fragment: 'pages/fragments/list.html' }],
        },
        { path: '/blog-single/:id', query: {}, stylesheets: [], pages: [postPage(1), postPage(3)] },
      ],
    }),
  ),
  'pages/fragments/list.html': '<!--$--><h1>Blog</h1><p>2 Comments</p><!--/$-->',
  'pages/fragments/post-1.html': postFragment(1),
  'pages/fragments/post-3.html': postFragment(3),
};

async function startBlog() {
  const server = http.createServer((req, res) => {
    const file = BLOG_FILES[req.url!.slice(1)];
    res.writeHead(file ? 200 : 404, { 'Content-Type': req.url!.endsWith('.json') ? 'application/json' : 'text/html' }).end(file ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

const approved = (id: string, postId: number, name: string, text: string): PublicComment => ({
  id,
  postId,
  name,
  text,
  postedAt: '2026-11-26T18:30:00.000Z',
});

/** What the stand-in service lists as approved, every post's, oldest first; 'down': it answers 503. */
let comments: PublicComment[] | 'down';
const commentsAnswer = (res: http.ServerResponse) => {
  if (comments === 'down') return res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"down"}');
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=5' }).end(JSON.stringify({ comments }));
};

let now = 1_000_000;
let blog: Awaited<ReturnType<typeof startBlog>>;
let service: Upstream;
const cleanups: Array<() => Promise<void>> = [];

async function startSite(apiTarget: string, timeoutMs = 1_000): Promise<ServedSite> {
  const shell = builtFolder(SHELL_BUILD);
  const remoteConfig = { remotes: { blog: { entry: `${blog.base}mf-manifest.json` } } };
  const site = await serveSite(
    createShellServer({ root: shell.root, apiTarget, remoteConfig, pagesTtlMs: 60_000, comments: { timeoutMs, now: () => now } }),
  );
  cleanups.push(async () => (await site.close(), shell.remove()));
  return site;
}

const commentsAsks = () => service.received.filter((r) => r.url === '/api/comments').length;

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

/** A post as the server sends it, and what of it depends on the comments. */
async function postAsServed(site: ServedSite, pathname: string) {
  const res = await request(site.url + pathname, { headers: { accept: 'text/html' } });
  const html = await res.body.text();
  const all = [...elements(parse(html))];
  const count = (words: string) => all.find((el) => attr(el, 'data-comment-count') === words);
  const byClass = (name: string) => all.filter((el) => attr(el, 'class') === name).map(text);
  const scripts = (type: string) => all.filter((el) => el.tagName === 'script' && attr(el, 'type') === type);
  const snapshot = scripts('application/json').find((el) => attr(el, 'id') === 'tv-comments');
  const posting = scripts('application/ld+json')
    .map((el) => JSON.parse(text(el)) as { '@type': string; commentCount?: number })
    .find((block) => block['@type'] === 'BlogPosting');
  return {
    status: res.statusCode,
    etag: res.headers.etag as string,
    html,
    heading: count('heading') && text(count('heading')!),
    meta: count('meta') && text(count('meta')!),
    names: byClass('blog-comment__name'),
    texts: byClass('blog-comment__text'),
    avatars: all.filter((el) => attr(el, 'class') === 'blog-comment__avatar').map((el) => attr(el, 'src')),
    commentCount: posting?.commentCount,
    /** Event handler attributes of any element: none, whatever a comment says. */
    handlers: all.flatMap((el) => el.attrs.filter((a) => a.name.startsWith('on')).map((a) => a.name)),
    snapshot: snapshot && (JSON.parse(text(snapshot)) as unknown),
  };
}

beforeEach(async () => {
  now += 60_000;
  comments = [];
  blog = await startBlog();
  service = await startUpstream({
    handle: (req, res) => (req.url === '/api/comments' ? commentsAnswer(res) : res.writeHead(404).end()),
  });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await service.close();
  await blog.stop();
});

describe('a composed blog post shows the comments the farm approved', () => {
  it('after its samples, counted in its heading, its meta line and its JSON-LD, with the snapshot the browser starts from', async () => {
    const first = approved('c1', 3, 'Marta Gomes', 'We bought your carrots at the market.');
    comments = [first, approved('c2', 1, 'Rui Costa', 'About another post.')];
    const page = await postAsServed(await startSite(service.url), '/blog-single/3');
    expect(page).toMatchObject({
      status: 200,
      heading: 'Comments (3)',
      meta: '3 Comments',
      names: ['Ana', 'Luana', 'Marta Gomes'],
      texts: ['A sample.', 'A sample.', 'We bought your carrots at the market.'],
      commentCount: 3,
      snapshot: { comments: [first] },
    });
    // The neutral avatar the blog's slot names, on the gateway's address as the samples' are.
    expect(page.avatars[2]).toBe('/remotes/blog/assets/leafy-green.1a2b3c4d5e.svg');
    expect(page.html).toContain('<time dateTime="2026-11-26">November 26, 2026</time>');
  });

  it('shows a hostile comment as typed, never as markup, on the page and in its snapshot', async () => {
    comments = [approved('c1', 3, '"onmouseover=alert(1) x="', '<script>alert(1)</script>')];
    const page = await postAsServed(await startSite(service.url), '/blog-single/3');
    expect(page.names[2]).toBe('"onmouseover=alert(1) x="');
    expect(page.texts[2]).toBe('<script>alert(1)</script>');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.handlers).toEqual([]);
    expect(page.snapshot).toEqual({ comments });
  });

  it('leaves a post none were approved for as built, with no snapshot', async () => {
    comments = [approved('c1', 3, 'Marta Gomes', 'Carrots!')];
    const page = await postAsServed(await startSite(service.url), '/blog-single/1');
    expect(page).toMatchObject({ status: 200, heading: 'Comments (2)', meta: '2 Comments', names: ['Ana', 'Luana'], commentCount: 2 });
    expect(page.snapshot).toBeUndefined();
  });

  it('does not ask the service for a page that lists no comments', async () => {
    const site = await startSite(service.url);
    const list = await request(`${site.url}/blog-standard`, { headers: { accept: 'text/html' } });
    expect(list.statusCode).toBe(200);
    expect(await list.body.text()).not.toContain('tv-comments');
    expect(commentsAsks()).toBe(0);
  });
});

describe('a comment approved after the page was composed', () => {
  it('shows within the cache time, with a new ETag', async () => {
    const site = await startSite(service.url);
    const before = await postAsServed(site, '/blog-single/3');
    expect(before).toMatchObject({ heading: 'Comments (2)', names: ['Ana', 'Luana'] });
    const otherPost = await postAsServed(site, '/blog-single/1');

    comments = [approved('c1', 3, 'Marta Gomes', 'Carrots!')];
    now += 4_999;
    // Within the cache time: the same page, from one answer of the service.
    expect(await postAsServed(site, '/blog-single/3')).toMatchObject({ heading: 'Comments (2)', etag: before.etag });
    expect(commentsAsks()).toBe(1);

    now += 1;
    const after = await postAsServed(site, '/blog-single/3');
    expect(after).toMatchObject({ heading: 'Comments (3)', meta: '3 Comments', names: ['Ana', 'Luana', 'Marta Gomes'] });
    expect(after.etag).not.toBe(before.etag);
    // Another post's page, and its ETag, stay as they were.
    expect(await postAsServed(site, '/blog-single/1')).toMatchObject({ heading: 'Comments (2)', etag: otherPost.etag });
  });

  it('is read once for many post pages at the same moment', async () => {
    comments = [approved('c1', 3, 'Marta Gomes', 'Carrots!')];
    const site = await startSite(service.url);
    const pages = await Promise.all(['/blog-single/3', '/blog-single/1', '/blog-single/3'].map((path) => postAsServed(site, path)));
    expect(pages.map((page) => page.heading)).toEqual(['Comments (3)', 'Comments (2)', 'Comments (3)']);
    expect(commentsAsks()).toBe(1);
  });
});

describe('a service that cannot list the approved comments', () => {
  const samplesOnly = {
    status: 200,
    heading: 'Comments (2)',
    meta: '2 Comments',
    names: ['Ana', 'Luana'],
    commentCount: 2,
    snapshot: undefined,
  };
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => {
    // Said once per outage, not once per page.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^\[site\] comments not read from .*: post pages show their sample comments until it answers$/);
    warn.mockRestore();
  });

  it('gives the post with its samples only, and the approved ones once the service answers again', async () => {
    comments = 'down';
    const site = await startSite(service.url);
    expect(await postAsServed(site, '/blog-single/3')).toMatchObject(samplesOnly);
    now += 5_000;
    expect(await postAsServed(site, '/blog-single/3')).toMatchObject(samplesOnly);
    expect(commentsAsks()).toBe(2);

    comments = [approved('c1', 3, 'Marta Gomes', 'Carrots!')];
    now += 5_000;
    expect(await postAsServed(site, '/blog-single/3')).toMatchObject({ heading: 'Comments (3)', names: ['Ana', 'Luana', 'Marta Gomes'] });
  });

  it('gives the post at once when nothing listens at the service’s address', async () => {
    expect(await postAsServed(await startSite(`http://127.0.0.1:${await closedPort()}`), '/blog-single/3')).toMatchObject(samplesOnly);
  });

  it('gives the post after its timeout when the service does not answer', async () => {
    const silent = await startUpstream({ onRequest: () => undefined });
    cleanups.push(() => silent.close());
    expect(await postAsServed(await startSite(silent.url, 200), '/blog-single/3')).toMatchObject(samplesOnly);
  });

  it('shows the samples only when the answer is not the contract’s list', async () => {
    const odd = await startUpstream({
      handle: (_req, res) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"comments":[{"id":"c1","postId":3,"name":"Marta"}]}'),
    });
    cleanups.push(() => odd.close());
    expect(await postAsServed(await startSite(odd.url), '/blog-single/3')).toMatchObject(samplesOnly);
  });
});
