import { waitFor } from '@testing-library/react';
import { act, lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describePrerenderedPages } from 'shared/src/pages/prerenderTests';
import { sitemapPages } from 'shared/src/pages/sitemapPages';
import { RemotePages } from 'shared/src/pages/RemotePages';
import {
  approvedCommentHtml,
  COMMENT_AVATAR_ATTRIBUTE,
  COMMENT_COUNT_ATTRIBUTE,
  COMMENT_COUNT_WORDS,
  COMMENT_SAMPLES_ATTRIBUTE,
  COMMENT_SLOT_ATTRIBUTE,
  COMMENTS_SNAPSHOT_ID,
  type PublicComment,
  shownComments,
} from 'contract';
import { posts } from './data/posts';
import prerender from './prerender';
import { givenService, givenSnapshot } from './testing/comments';

// The posts ask the service for approved comments once live: here it says nothing, as at build time.
beforeAll(() => givenService(null));

const { rendered } = describePrerenderedPages(prerender);

const fragmentOf = (url: string) => {
  const page = rendered()
    .table.routes.flatMap((route) => route.pages)
    .find((candidate) => candidate.url === url)!;
  if (page.status === 301) throw new Error(`${url} redirects`);
  return rendered().fragments.find((file) => file.path === page.fragment)!.html;
};

/** What the shell's server does to a post's HTML with the approved comments (contract/src/blog/commentMarkup.ts). */
function fillAsTheServerDoes(container: HTMLElement, comments: readonly PublicComment[]) {
  const slot = container.querySelector<HTMLElement>(`[${COMMENT_SLOT_ATTRIBUTE}]`)!;
  const shown = shownComments(comments, Number(slot.getAttribute(COMMENT_SLOT_ATTRIBUTE)));
  const avatar = slot.getAttribute(COMMENT_AVATAR_ATTRIBUTE)!;
  slot.insertAdjacentHTML('beforeend', shown.map((comment) => approvedCommentHtml(comment, avatar)).join(''));
  const total = Number(slot.getAttribute(COMMENT_SAMPLES_ATTRIBUTE)) + shown.length;
  for (const count of container.querySelectorAll<HTMLElement>(`[${COMMENT_COUNT_ATTRIBUTE}]`))
    count.textContent = COMMENT_COUNT_WORDS[count.getAttribute(COMMENT_COUNT_ATTRIBUTE) as 'heading' | 'meta'](total);
  givenSnapshot(comments);
}

/** Hydrates HTML as the browser does, and returns what React reported on the way. */
async function hydrate(html: string, url: string, fill: readonly PublicComment[]) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  fillAsTheServerDoes(container, fill);
  const routes = prerender.spec.routes.routes.map(({ path, load }) => ({ path, Page: lazy(load) }));
  const recoverable: unknown[] = [];
  const consoleErrors = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[url]}>
        <RemotePages routes={routes} />
      </MemoryRouter>,
      { identifierPrefix: rendered().table.identifierPrefix, onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  await act(async () => undefined);
  const errors = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
  consoleErrors.mockRestore();
  return { container, problems: [...recoverable, ...errors] };
}

describe("the blog's pages at build time", () => {
  it('describe each post, with or without the sidebar, as an article and a BlogPosting', () => {
    for (const path of ['/blog-single/:id', '/blog-single-with-sidebar/:id']) {
      const route = rendered().table.routes.find((candidate) => candidate.path === path)!;
      expect(route.pages).toHaveLength(posts.length);
      route.pages.forEach((page, index) => {
        if (page.status === 301) throw new Error('no redirects in the blog');
        expect(page.head.openGraph.type).toBe('article');
        expect(page.head.jsonLd.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
          headline: posts[index].title,
          mainEntityOfPage: page.head.canonical,
        });
      });
    }
  });

  it('gives each post one canonical address, /blog-single/:id, which the post with the sidebar names too', () => {
    const { siteUrl, routes } = rendered().table;
    for (const path of ['/blog-single/:id', '/blog-single-with-sidebar/:id']) {
      routes
        .find((candidate) => candidate.path === path)!
        .pages.forEach((page, index) => {
          if (page.status === 301) throw new Error('no redirects in the blog');
          const canonical = `${siteUrl}/blog-single/${posts[index].id}`;
          expect({ url: page.url, canonical: page.head.canonical, ogUrl: page.head.openGraph.url }).toEqual({
            url: page.url,
            canonical,
            ogUrl: canonical,
          });
        });
    }
  });

  it('lists in the sitemap each post once and each page of each list once, each under a title of its own', () => {
    const listed = sitemapPages(rendered().table);
    const paths = listed.map(({ url }) => url.slice(rendered().table.siteUrl.length));
    expect(paths.filter((path) => path.startsWith('/blog-single'))).toEqual(posts.map((post) => `/blog-single/${post.id}`));
    expect(paths.filter((path) => !path.startsWith('/blog-single'))).toHaveLength(
      rendered()
        .table.routes.filter((route) => !route.path.includes(':'))
        .flatMap((route) => route.pages).length,
    );
    expect(new Set(listed.map(({ title }) => title)).size).toBe(listed.length);
  });

  it('leaves searches to the browser', () => {
    const list = rendered().table.routes.find((route) => route.path === '/blog-with-sidebar')!;
    expect(list.query).toEqual({ page: '1', q: null });
    expect(list.pages.map((page) => page.url)).toEqual([
      '/blog-with-sidebar',
      '/blog-with-sidebar?page=2',
      '/blog-with-sidebar?page=3',
      '/blog-with-sidebar?page=4',
      '/blog-with-sidebar?page=5',
    ]);
  });
});

describe('the approved comments, in the HTML built ahead and filled by the shell’s server', () => {
  const approved = (id: string, name: string, text: string): PublicComment => ({
    id,
    postId: 3,
    name,
    text,
    postedAt: '2026-11-26T18:30:00.000Z',
  });
  const names = (container: HTMLElement) => [...container.querySelectorAll('.blog-comment__name')].map((name) => name.textContent);
  const counts = (container: HTMLElement) =>
    [...container.querySelectorAll(`[${COMMENT_COUNT_ATTRIBUTE}]`)].map((count) => count.textContent);

  afterEach(() => {
    givenService(null);
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('marks each post’s list, its heading and its meta line, and shows its two samples only at build time', () => {
    for (const path of ['/blog-single', '/blog-single-with-sidebar']) {
      for (const post of posts) {
        const container = document.createElement('div');
        container.innerHTML = fragmentOf(`${path}/${post.id}`);
        const slot = container.querySelector(`ol[${COMMENT_SLOT_ATTRIBUTE}]`)!;
        expect([slot.getAttribute(COMMENT_SLOT_ATTRIBUTE), slot.getAttribute(COMMENT_SAMPLES_ATTRIBUTE)]).toEqual([String(post.id), '2']);
        expect(slot.getAttribute(COMMENT_AVATAR_ATTRIBUTE)).toBeTruthy();
        expect(slot.querySelectorAll('li.blog-comment')).toHaveLength(2);
        expect(counts(container)).toEqual(['2 Comments', 'Comments (2)']);
        expect(container.querySelector(`#${COMMENTS_SNAPSHOT_ID}`)).toBeNull();
      }
    }
  });

  it('hydrates a post the server filled exactly as filled, a hostile comment as text, then shows one approved since', async () => {
    const hostile = approved('c1', '"onmouseover=alert(1)', '<script>alert(1)</script>');
    const service = givenService([hostile, approved('c2', 'Bia', 'Approved after the page was composed.')]);
    const { container, problems } = await hydrate(fragmentOf('/blog-single/3'), '/blog-single/3', [hostile]);
    expect(problems).toEqual([]);
    expect(service).toHaveBeenCalledWith('/api/comments?post=3', expect.anything());
    await waitFor(() => expect(names(container)).toHaveLength(4));
    expect(names(container).slice(2)).toEqual(['"onmouseover=alert(1)', 'Bia']);
    expect(container.querySelectorAll('.blog-comment__text')[2].textContent).toBe('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(counts(container)).toEqual(['4 Comments', 'Comments (4)']);
  });
});
