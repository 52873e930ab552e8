/**
 * The tests every remote runs on the pages it renders at build time (its `src/prerender.test.tsx`):
 * each URL of its table is rendered in-process as the build renders it, then hydrated in jsdom
 * by the remote's own routes as the browser loads them, and must match the browser's page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, lazy, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { create as openFont } from 'fontkit';
import { cart } from '../cart/browserCart';
import { products, toCartItem } from 'contract';
import { isPrivateRemote } from '../routeAreas';
import { findPage, findPrivatePage, type PageEntry, type PageHead, type RenderedPage } from './pageTable';
import type { OutlineFont } from './previewImage';
import { RemotePages, type LoadedRoute } from './RemotePages';
import type { Prerender, RenderedPages } from './renderPages';

const REMOTE_BASE = 'https://remote.test/';
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

function font(packageName: string, file: string): OutlineFont {
  const dir = path.dirname(require.resolve(`${packageName}/package.json`));
  return openFont(readFileSync(path.join(dir, 'files', file))) as unknown as OutlineFont;
}

/** Renders the remote's pages as its build does, for the browser's origin in jsdom. */
async function renderForTest(prerender: Prerender): Promise<RenderedPages> {
  return prerender.render({
    siteUrl: window.location.origin,
    remoteBaseToken: REMOTE_BASE,
    fonts: {
      heading: font('@fontsource/lora', 'lora-latin-700-normal.woff2'),
      body: font('@fontsource/nunito', 'nunito-latin-700-normal.woff2'),
    },
    readAsset: () => new TextEncoder().encode(PICTURE),
  });
}

type Rendered = RenderedPage & { url: string };

/** Every URL of the table with its route, the 404 pages under the URL the spec rendered them at. */
function tablePages(prerender: Prerender, pages: RenderedPages) {
  return pages.table.routes.flatMap((route) => [
    ...route.pages.map((page: PageEntry) => ({ route, page })),
    ...(route.notFound ? [{ route, page: { ...route.notFound, url: prerender.spec.routeSpecs[route.path].notFound! } }] : []),
  ]);
}

function metaContent(attribute: 'name' | 'property', key: string): string | null | undefined {
  return document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)?.content;
}

/** Reports where the router is; renders its child as its only child, so the ids `useId` makes stay the same. */
function LocationProbe({ onLocation, children }: { onLocation: (pathname: string) => void; children: ReactNode }) {
  onLocation(useLocation().pathname);
  return children;
}

/**
 * Puts a fragment in the page, hydrates it with the remote's routes loading lazily (as the shell
 * loads them), and waits until the page is live. Fails on any mismatch React reports.
 */
async function hydrate(
  prerender: Prerender,
  html: string,
  url: string,
  identifierPrefix: string,
  onLocation: (pathname: string) => void = () => undefined,
) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const routes: LoadedRoute[] = prerender.spec.routes.routes.map(({ path: routePath, load }) => ({ path: routePath, Page: lazy(load) }));
  const recoverable: unknown[] = [];
  const consoleErrors = jest.spyOn(console, 'error');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe onLocation={onLocation}>
          <RemotePages routes={routes} />
        </LocationProbe>
      </MemoryRouter>,
      { identifierPrefix, onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  // The page's chunk arrives, then its second pass (BelowTheFold) renders.
  await act(async () => undefined);
  const errors = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
  consoleErrors.mockRestore();
  return { container, recoverable, errors, unmount: () => act(() => root?.unmount()) };
}

/** What the table says of every 200 and 404 page's head; a private area's sign-in has no address to index. */
function expectHead(head: PageHead, siteUrl: string, status: 200 | 404, privateArea: boolean) {
  expect(head.openGraph).toMatchObject({
    title: head.title,
    description: head.description,
    site_name: 'Terra Verde',
    'image:width': '1200',
    'image:height': '630',
  });
  expect(head.openGraph.image).toMatch(new RegExp(`^${REMOTE_BASE}pages/og/[a-z0-9-]+\\.[0-9a-f]{10}\\.png$`));
  expect(head.twitter).toEqual({
    card: 'summary_large_image',
    title: head.title,
    description: head.description,
    image: head.openGraph.image,
  });
  if (privateArea) {
    expect({ canonical: head.canonical, noindex: head.noindex, jsonLd: head.jsonLd }).toEqual({
      canonical: undefined,
      noindex: true,
      jsonLd: [],
    });
    return;
  }
  if (status === 200) {
    expect(head.canonical?.startsWith(`${siteUrl}/`)).toBe(true);
    expect(head.openGraph.url).toBe(head.canonical);
  } else {
    expect(head.canonical).toBeUndefined();
  }
  expect(head.description.length).toBeGreaterThan(20);
  // Each block survives a round trip through JSON, as the page will carry it.
  for (const block of head.jsonLd)
    expect(JSON.parse(JSON.stringify(block))).toMatchObject({ '@context': 'https://schema.org', '@type': expect.any(String) });
  expect(head.jsonLd.filter((block) => block['@type'] === 'BreadcrumbList')).toHaveLength(1);
}

/** The head the table gives is the one the live page sets in the browser. */
function expectHeadOfLivePage(head: PageHead, status: 200 | 404) {
  expect(document.title).toBe(head.title);
  expect(metaContent('name', 'description')).toBe(head.description);
  expect(metaContent('property', 'og:title')).toBe(head.openGraph.title);
  if (status === 200 && !head.noindex)
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(head.canonical);
}

/** The generic tests of a remote's pages at build time; the remote adds its own after them. */
export function describePrerenderedPages(prerender: Prerender) {
  let pages: RenderedPages;
  const privateArea = isPrivateRemote(prerender.spec.remote);
  type Table = Parameters<typeof findPage>[0];
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    pages = await renderForTest(prerender);
  });
  // A visitor with a stored cart: the build's HTML has none, and must still hydrate.
  beforeEach(() => cart.add(toCartItem(products[0], 2)));
  afterEach(() => {
    cart.clear();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  const fragment = (page: Rendered) => pages.fragments.find((file) => file.path === page.fragment)!.html;

  describe(`the pages ${prerender.spec.remote} renders at build time`, () => {
    it('lists every route of routes.tsx, in order, each with at least one page', () => {
      expect(pages.table.routes.map((route) => route.path)).toEqual(prerender.spec.routes.routes.map((route) => route.path));
      for (const route of pages.table.routes) expect(route.pages.length).toBeGreaterThan(0);
    });

    // A private area's build cannot know the ids behind its sign-in: every URL of a route gets its one page.
    it(
      privateArea
        ? 'answers any id of every detail route with the route’s sign-in'
        : 'answers an unknown id or slug of every detail route with a 404 page',
      () => {
        for (const route of pages.table.routes.filter(({ path: routePath }) => routePath.includes(':'))) {
          const unknown = route.path.replace(/:[^/]+/g, 'no-such-thing-999');
          // A route of secret addresses (route.private) answers any of them with its one page.
          if (route.private)
            expect(findPage(pages.table as Table, unknown, '?page=2')).toEqual({ kind: 'page', route, page: route.pages[0] });
          else if (privateArea)
            expect(findPrivatePage(pages.table as Table, unknown)).toEqual({ kind: 'page', route, page: route.pages[0] });
          else expect(findPage(pages.table as Table, unknown, '')).toMatchObject({ kind: 'page', page: { status: 404 } });
        }
      },
    );

    it('finds every page of the table by its own URL', () => {
      for (const { route, page } of tablePages(prerender, pages)) {
        const [pathname, search = ''] = page.url.split('?');
        const lookup = privateArea ? findPrivatePage(pages.table as Table, pathname) : findPage(pages.table as Table, pathname, search);
        expect(lookup).toEqual({ kind: 'page', route, page: route.notFound && page.status === 404 ? route.notFound : page });
      }
    });

    it('gives each page its own HTML: one Suspense boundary, one h1, no inline style or script, structured data in the head that parses', () => {
      for (const { route, page } of tablePages(prerender, pages)) {
        if (page.status === 301) continue;
        const html = fragment(page);
        expect(html.startsWith('<!--$-->') && html.endsWith('<!--/$-->')).toBe(true);
        const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
        expect({ url: page.url, headings: headings.length }).toEqual({ url: page.url, headings: 1 });
        expect(headings[0][1].replace(/<[^>]+>/g, '').trim()).not.toBe('');
        // The Content-Security-Policy refuses inline styles and scripts; JSON-LD goes in the head, once.
        expect({ url: page.url, inline: html.match(/\sstyle="[^"]*"|<script\b[^>]*>/g) }).toEqual({ url: page.url, inline: null });
        expectHead(page.head, pages.table.siteUrl, page.status, privateArea || route.private === true);
      }
    });

    // docs/architecture.md#one-canonical-address-per-page: another address of a page names it, never a chain or a 404.
    it('gives every page a canonical address that is a page of the table, canonical itself', () => {
      const { siteUrl } = pages.table;
      const rendered = tablePages(prerender, pages).flatMap(({ page }) => (page.status === 200 ? [page] : []));
      const ownCanonical = new Set(
        rendered.filter((page) => page.head.canonical === siteUrl + page.url).map((page) => page.head.canonical),
      );
      for (const page of rendered.filter((candidate) => candidate.head.canonical)) {
        expect({ url: page.url, canonicalIsCanonical: ownCanonical.has(page.head.canonical) }).toEqual({
          url: page.url,
          canonicalIsCanonical: true,
        });
      }
    });

    // Every route's first and last pages and its 404: hydrating all of them in jsdom takes too long.
    it('hydrates its pages with no mismatch, and the live page sets the head the table gives', async () => {
      const sample = pages.table.routes.flatMap((route) => {
        const listed = tablePages(prerender, pages).filter((entry) => entry.route === route);
        return [...new Set([listed[0], listed[listed.length - 2], listed[listed.length - 1]])].filter(Boolean);
      });
      for (const { page } of sample) {
        if (page.status === 301) continue;
        const html = fragment(page);
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
        const live = await hydrate(prerender, html, page.url, pages.table.identifierPrefix);
        expect({ url: page.url, recoverable: live.recoverable, errors: live.errors }).toEqual({
          url: page.url,
          recoverable: [],
          errors: [],
        });
        expectHeadOfLivePage(page.head, page.status);
        expect(live.container.querySelector('h1')?.innerHTML).toBe(h1);
        live.unmount();
        document.body.innerHTML = '';
        document.head.innerHTML = '';
      }
    }, 30_000);

    // The server sends a private route's one page for every URL of the route (a private area's, or a
    // route of secret addresses): the page must not depend on it.
    it('hydrates each private route’s page at any other URL of the route, with any query', async () => {
      for (const route of pages.table.routes.filter((candidate) => privateArea || candidate.private)) {
        const page = route.pages[0] as Rendered;
        const other = `${route.path.replace(/:[^/]+/g, 'another-999')}?page=2&q=another`;
        const live = await hydrate(prerender, fragment(page), other, pages.table.identifierPrefix);
        expect({ url: other, recoverable: live.recoverable, errors: live.errors }).toEqual({ url: other, recoverable: [], errors: [] });
        live.unmount();
        document.body.innerHTML = '';
      }
    }, 30_000);

    it('answers each redirect with the address the page itself goes to', async () => {
      for (const { page } of tablePages(prerender, pages)) {
        if (page.status !== 301) continue;
        let landed = '';
        const live = await hydrate(prerender, '', page.url, pages.table.identifierPrefix, (pathname) => {
          landed = pathname;
        });
        expect(pages.table.siteUrl + landed).toBe(page.location);
        live.unmount();
      }
    });
  });

  return {
    /** The table and files, once rendered. */
    rendered: () => pages,
    /** Hydrates the HTML the table gives for `url`, as the browser would. */
    hydratePage: (url: string) => {
      const [pathname, search = ''] = url.split('?');
      const lookup = privateArea ? findPrivatePage(pages.table as Table, pathname) : findPage(pages.table as Table, pathname, search);
      if (lookup.kind !== 'page' || lookup.page.status === 301) throw new Error(`${url} has no HTML in the table`);
      return hydrate(prerender, fragment({ ...lookup.page, url }), url, pages.table.identifierPrefix);
    },
  };
}
