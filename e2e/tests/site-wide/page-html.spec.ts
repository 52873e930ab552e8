// HTTP only: Playwright's own test, without the fixtures' browser page (support/fixtures.ts watches a page).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'parse5';
import { BRAND, findProductById, findProductBySlug, type Product } from 'contract';
import {
  attribute,
  childElements,
  fetchPage,
  find,
  findAll,
  metaContent,
  scriptContent,
  textOf,
  type ServedPage,
} from '../../support/pageHtml';
import { KNOWN_ROUTES, UNKNOWN_ROUTES, type KnownRoute } from '../../support/routes';
import { REMOTE_GATEWAY_PREFIX, remoteServing, SHELL } from '../../support/topology';

/**
 * Each page's own HTML as the shell's server sends it, read without a browser as a crawler or a
 * link preview reads it: status, head, the page's `h1` in `<main>`, structured data; the 404s;
 * the sitemap and robots.txt.
 */

interface Expected {
  title: string;
  h1: string;
  /** `website` unless given. */
  ogType?: 'article';
  /** Another address of the same content: the two share a description. */
  describedAs?: KnownRoute;
  /**
   * The page's one address, when this is another way to it (docs/architecture.md#one-canonical-address-per-page):
   * its canonical, and the one the sitemap lists. The page's own address unless given.
   */
  canonicalAs?: KnownRoute;
  /** What the page's JSON-LD says beside its BreadcrumbList. */
  business?: true;
  product?: Product;
  postHeadline?: string;
}

/** A page titled `<name> | Terra Verde` whose banner's `h1` is its name unless given. */
const page = (name: string, more: Partial<Expected> = {}): Expected => ({ title: `${name} | ${BRAND.name}`, h1: name, ...more });

const TOMATOES = findProductBySlug('heirloom-tomatoes')!;
const PRODUCT_1 = findProductById(1)!;
/** Post 1 of mfe-blog/src/data/posts.ts. */
const POST_1 = 'Why We Rotate Our Tomato Beds Every Single Season';
const post = (canonicalAs?: KnownRoute) =>
  page(POST_1, { ogType: 'article', postHeadline: POST_1, ...(canonicalAs ? { describedAs: canonicalAs, canonicalAs } : {}) });

/** docs/product.md: each page's title and banner; the detail pages' from the data they show. */
const EXPECTED: Record<KnownRoute, Expected> = {
  '/': { title: SHELL.title, h1: `${BRAND.name}: ${BRAND.tagline}`, business: true },
  '/about-us': page('About Us'),
  '/farmers': page('Farm Members'),
  '/services': page('Services'),
  '/services-2': page('Our Story and Services', { h1: 'Services' }),
  '/project': page('Recent Projects'),
  '/farm-story': page('Farm Story'),
  '/farm-to-table': page('Farm to Table'),
  '/subscription': page('Subscription'),
  '/contact': page('Contact'),
  '/register': page('Register'),
  '/login': page('Login'),
  '/shop': page('Shop'),
  // A paged list's later pages say their number in the title, not in the banner.
  '/shop?page=2': page('Shop', { title: `Shop, page 2 | ${BRAND.name}`, describedAs: '/shop' }),
  '/cart': page('Cart'),
  '/checkout': page('Checkout'),
  '/checkout/cancel': page('Payment Canceled'),
  // The four lists show the same posts in four layouts.
  '/blog-standard': page('Blog Standard'),
  '/blog-with-sidebar': page('Blog With Sidebar', { describedAs: '/blog-standard' }),
  '/blog-2-column': page('Blog 2 Column', { describedAs: '/blog-standard' }),
  '/blog-3-column': page('Blog 3 Column', { describedAs: '/blog-standard' }),
  // mfe-farm-content/src/data: farmer 1, service 1 and project 1.
  '/farmer-details/1': page('Rafael Moreira', { h1: 'Farmer Details' }),
  '/service-details/1': page('Agricultural Products', { h1: 'Service Details' }),
  '/project-details/1': page('Greenhouse Vegetable Beds', { h1: 'Project Details' }),
  '/blog-single/1': post(),
  '/blog-single-with-sidebar/1': post('/blog-single/1'),
  '/product/heirloom-tomatoes': page(TOMATOES.title, { product: TOMATOES }),
  '/shop-single/1': page(PRODUCT_1.title, {
    product: PRODUCT_1,
    describedAs: '/product/heirloom-tomatoes',
    canonicalAs: '/product/heirloom-tomatoes',
  }),
  '/shop-single-thumb/1': page(PRODUCT_1.title, {
    h1: 'Shop Details',
    product: PRODUCT_1,
    describedAs: '/product/heirloom-tomatoes',
    canonicalAs: '/product/heirloom-tomatoes',
  }),
};

/** `BRAND.openingHours` (Mon - Sat: 08:00 am - 05:00 pm) as schema.org says it. */
const OPENING_HOURS = { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '08:00', closes: '17:00' };

/** The site address the pages were built for (`SITE_URL`): the `siteUrl` of the route table of the remote that serves `/`. */
async function builtSiteUrl(request: APIRequestContext, baseURL: string): Promise<string> {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, { entry: string }> };
  // The entry is a path on the site itself when the shell's server passes the remote through.
  const table = await request.get(new URL('pages/pages.json', new URL(remotes[remoteServing('/').name].entry, baseURL)).href);
  expect(table.status()).toBe(200);
  return ((await table.json()) as { siteUrl: string }).siteUrl;
}

const NOT_FOUND_PATH = '/no-such-page';
const PRIVATE_PATHS = ['/cart', '/checkout'];
const isPrivate = (path: string) =>
  PRIVATE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

type JsonLd = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of the page, head and body; each must parse. */
function jsonLdOf(served: ServedPage): JsonLd[] {
  return findAll(served.document, 'script', { type: 'application/ld+json' }).map((script) => {
    const json = scriptContent(script);
    expect(() => JSON.parse(json), `JSON-LD parses: ${json.slice(0, 80)}`).not.toThrow();
    return JSON.parse(json) as JsonLd;
  });
}

const ofType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block['@type'] === type);
const digits = (text: unknown) => String(text).replace(/\D/g, '');
const titleOf = (served: ServedPage) => textOf(find(served.head, 'title')!);
const canonicalOf = (served: ServedPage) => {
  const link = find(served.head, 'link', { rel: 'canonical' });
  return link && attribute(link, 'href');
};
const headingsIn = (served: ServedPage, tagName: string) => findAll(served.main, tagName).map(textOf);

test.describe('the HTML of each page', () => {
  for (const route of KNOWN_ROUTES) {
    test(`${route}: 200, its own title, description, canonical, Open Graph, Twitter card, h1 and JSON-LD`, async ({ request, baseURL }) => {
      const expected = EXPECTED[route];
      const siteUrl = await builtSiteUrl(request, baseURL!);
      const served = await fetchPage(request, route);
      expect(served.status).toBe(200);

      expect(titleOf(served)).toBe(expected.title);
      const description = metaContent(served, { name: 'description' });
      expect(description).toMatch(/\S/);
      // The home page's description is the brand's; every other page has one of its own.
      if (route !== '/') expect(description).not.toBe(BRAND.description);
      const canonical = `${siteUrl}${expected.canonicalAs ?? route}`;
      expect(canonicalOf(served)).toBe(canonical);

      expect(metaContent(served, { property: 'og:title' })).toBe(expected.title);
      expect(metaContent(served, { property: 'og:description' })).toBe(description);
      expect(metaContent(served, { property: 'og:type' })).toBe(expected.ogType ?? 'website');
      expect(metaContent(served, { property: 'og:url' })).toBe(canonical);
      const image = metaContent(served, { property: 'og:image' }) ?? '';
      // Absolute, on the site: where the shell's server passes the remote's files through.
      expect(image.startsWith(`${siteUrl}${REMOTE_GATEWAY_PREFIX}`), image).toBe(true);
      const preview = await request.get(image);
      expect(preview.status(), image).toBe(200);
      expect(preview.headers()['content-type']).toBe('image/png');
      expect(metaContent(served, { name: 'twitter:card' })).toBe('summary_large_image');

      expect(headingsIn(served, 'h1')).toEqual([expected.h1]);

      const blocks = jsonLdOf(served);
      const [breadcrumb] = ofType(blocks, 'BreadcrumbList');
      expect(breadcrumb, 'BreadcrumbList').toBeDefined();
      const crumbs = breadcrumb.itemListElement as Array<{ name: string; item?: string }>;
      expect(crumbs[0]).toMatchObject({ name: 'Home', item: `${siteUrl}/` });
      expect(crumbs.at(-1)!.item, 'the last crumb is the page itself').toBe(canonical);

      const [business] = ofType(blocks, 'LocalBusiness');
      if (expected.business) {
        expect(business, 'LocalBusiness').toBeDefined();
        expect(business.address).toMatchObject({
          '@type': 'PostalAddress',
          streetAddress: expect.any(String),
          addressLocality: expect.any(String),
          postalCode: expect.any(String),
        });
        expect(digits(business.telephone)).toBe(digits(BRAND.phone.label));
        expect(business.openingHoursSpecification).toEqual([expect.objectContaining(OPENING_HOURS)]);
      } else {
        expect(business).toBeUndefined();
      }

      const products = ofType(blocks, 'Product');
      if (expected.product) {
        expect(products.length).toBeGreaterThan(0);
        for (const product of products) {
          expect(product).toMatchObject({
            name: expected.product.title,
            offers: { '@type': 'Offer', price: expected.product.price.replace('$', ''), priceCurrency: 'USD' },
            aggregateRating: { '@type': 'AggregateRating', ratingValue: expected.product.ratings, reviewCount: expected.product.reviews },
          });
        }
      } else {
        expect(products).toEqual([]);
      }

      const posts = ofType(blocks, 'BlogPosting');
      if (expected.postHeadline) {
        expect(posts.length).toBeGreaterThan(0);
        for (const blogPosting of posts)
          expect(blogPosting).toMatchObject({ headline: expected.postHeadline, datePublished: expect.any(String) });
      } else {
        expect(posts).toEqual([]);
      }
    });
  }

  test('each page has a description of its own; the addresses of one page share one', async ({ request }) => {
    const pagesOf = new Map<string, Set<string>>();
    const descriptionsOf = new Map<string, Set<string>>();
    for (const route of KNOWN_ROUTES) {
      const description = metaContent(await fetchPage(request, route), { name: 'description' }) ?? '';
      const content = EXPECTED[route].describedAs ?? route;
      pagesOf.set(description, (pagesOf.get(description) ?? new Set()).add(content));
      descriptionsOf.set(content, (descriptionsOf.get(content) ?? new Set()).add(description));
    }
    const shared = [...pagesOf]
      .filter(([, pages]) => pages.size > 1)
      .map(([description, pages]) => `${[...pages].join(', ')}: ${description}`);
    expect(shared, 'descriptions used by different pages').toEqual([]);
    const differing = [...descriptionsOf].filter(([, descriptions]) => descriptions.size > 1).map(([content]) => content);
    expect(differing, 'pages whose addresses differ in description').toEqual([]);
  });

  for (const route of UNKNOWN_ROUTES.filter((path) => path !== NOT_FOUND_PATH)) {
    test(`${route}: 404, a title, the banner and nothing of a product or post`, async ({ request }) => {
      const served = await fetchPage(request, route);
      expect(served.status).toBe(404);
      expect(titleOf(served)).toMatch(new RegExp(`^\\S.* \\| ${BRAND.name}$`));
      expect(canonicalOf(served), 'a 404 has no address of its own').toBeUndefined();
      // The banner only: one section holding the page's one h1 and its breadcrumb.
      const [banner, ...rest] = childElements(served.serverPage);
      expect(rest.map((el) => el.tagName)).toEqual([]);
      expect(banner.tagName).toBe('section');
      expect(findAll(banner, 'h1').map(textOf)).toEqual([expect.stringMatching(/\S/)]);
      expect(findAll(banner, 'nav', { 'aria-label': 'Breadcrumb' })).toHaveLength(1);
      expect(headingsIn(served, 'h1')).toHaveLength(1);
      const types = jsonLdOf(served).map((block) => block['@type']);
      expect(types).not.toContain('Product');
      expect(types).not.toContain('BlogPosting');
    });
  }

  test(`${NOT_FOUND_PATH}: 404 with the not-found page`, async ({ request }) => {
    const served = await fetchPage(request, NOT_FOUND_PATH);
    expect(served.status).toBe(404);
    expect(titleOf(served)).toBe(`Page Not Found | ${BRAND.name}`);
    expect(canonicalOf(served)).toBeUndefined();
    expect(headingsIn(served, 'h1')).toEqual(['Error Page']);
    expect(headingsIn(served, 'h2')).toEqual(['Sorry Page Was Not Found!']);
    const backHome = findAll(served.serverPage, 'a').filter((link) => textOf(link) === 'Back to home');
    expect(backHome.map((link) => attribute(link, 'href'))).toEqual(['/']);
  });

  test('sitemap.xml lists every page above at its one address but the cart and checkout, and robots.txt points to it', async ({
    request,
    baseURL,
  }) => {
    const siteUrl = await builtSiteUrl(request, baseURL!);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const listed = findAll(parse(await sitemap.text()), 'loc').map(textOf);
    const listedPaths = listed.map((url) => url.slice(siteUrl.length));
    expect(
      listed.filter((url) => !url.startsWith(`${siteUrl}/`)),
      'URLs not on the site address',
    ).toEqual([]);

    const publicRoutes = KNOWN_ROUTES.filter((route) => !isPrivate(route));
    expect(
      publicRoutes.filter((route) => !EXPECTED[route].canonicalAs && !listedPaths.includes(route)),
      'pages missing from the sitemap',
    ).toEqual([]);
    expect(
      publicRoutes.filter((route) => EXPECTED[route].canonicalAs && listedPaths.includes(route)),
      'other addresses of a page in the sitemap',
    ).toEqual([]);
    expect(listedPaths.filter(isPrivate), 'cart and checkout pages in the sitemap').toEqual([]);
    expect(
      listedPaths.filter((path) => (UNKNOWN_ROUTES as readonly string[]).includes(path)),
      '404s in the sitemap',
    ).toEqual([]);

    // What a crawler checks: each URL answers 200, is its own canonical, and has a title no other has.
    const titles = new Map<string, string[]>();
    for (const path of listedPaths) {
      const served = await fetchPage(request, path);
      expect({ path, status: served.status, canonical: canonicalOf(served) }).toEqual({ path, status: 200, canonical: siteUrl + path });
      titles.set(titleOf(served), [...(titles.get(titleOf(served)) ?? []), path]);
    }
    expect(
      [...titles].filter(([, paths]) => paths.length > 1),
      'titles listed more than once',
    ).toEqual([]);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const lines = (await robots.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    for (const path of PRIVATE_PATHS) expect(lines).toContain(`Disallow: ${path}`);
  });
});
