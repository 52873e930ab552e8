import type { APIRequestContext, Page } from '@playwright/test';
import { API_PATHS, REMOTE_GATEWAY_PREFIX, REMOTES, SITE_ROUTE_PATTERNS, VitalsSummarySchema, type VitalsSummary } from 'contract';
import { expect, test } from '../../support/fixtures';
import { createStaffAccount, signIn, type StaffAccount } from '../../support/officeAccount';
import { expectAccessibleAndNarrow } from '../../support/officeChecks';
import { openPage, PAGE_ARRIVAL_MS, SLOW_PAGE_TEST_TIMEOUT } from '../../support/pages';

/**
 * Field measurements end to end (docs/decisions/field-vitals.md): `npm start` has every page view
 * report (VITALS_SAMPLE defaults to 1); a page, once hidden, sends one beacon naming its route
 * pattern, which the service counts, and the office's aggregates move. Other suites' pages report
 * too, at the same time: the counts are compared as "at least", never as equal.
 */

const PRODUCT = '/product/heirloom-tomatoes?utm_source=newsletter';
const POST = '/blog-single/1';

/** A staff member signed in through the API, as the office's form would sign them in. */
async function staffReader(request: APIRequestContext, baseURL: string, account: StaffAccount) {
  const signedIn = await request.post(API_PATHS.staffSession, { headers: { Origin: baseURL }, data: account });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return async (): Promise<VitalsSummary> => {
    const answer = await request.get(API_PATHS.staffVitals);
    expect(answer.status()).toBe(200);
    return VitalsSummarySchema.parse(await answer.json());
  };
}

const reportsOf = (summary: VitalsSummary, route: string) => summary.routes.find((row) => row.route === route)?.reports ?? 0;

/** Waits until the page's field report is being watched: its chunk, with web-vitals, has loaded. */
async function watched(page: Page) {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/field-vitals.'))), {
      timeout: PAGE_ARRIVAL_MS,
    })
    .toBe(true);
}

/** Hides the page as a phone hides a tab: what the browser says, and its event. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test.describe('field reports', () => {
  test.setTimeout(SLOW_PAGE_TEST_TIMEOUT * 2);

  test('a hidden page sends its route pattern and metrics, and the office sees the aggregates change', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createStaffAccount(request, 'vitals');
    const summary = await staffReader(request, baseURL!, account);
    const before = await summary();
    // Each beacon's body as it leaves the page, passed on to the service unchanged.
    const sent: Array<Record<string, unknown> & { route: string; metrics: Record<string, number> }> = [];
    await page.route(`**${API_PATHS.vitals}`, async (route) => {
      sent.push(route.request().postDataJSON());
      await route.continue();
    });

    // A product page with a query: a tap (which also settles its LCP), then hidden.
    await openPage(page, PRODUCT, { heading: 'Heirloom Tomatoes' });
    await watched(page);
    await page.getByRole('heading', { level: 1, name: 'Heirloom Tomatoes' }).click();
    await hide(page);
    await expect.poll(() => sent.length, { timeout: PAGE_ARRIVAL_MS }).toBe(1);
    const [report] = sent;
    expect(report.route).toBe('/product/:slug');
    expect(Object.keys(report.metrics)).toEqual(expect.arrayContaining(['LCP', 'CLS', 'FCP', 'TTFB']));
    expect(report.builds).toEqual({ shop: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(JSON.stringify(report)).not.toMatch(/heirloom|utm_source|newsletter|localhost/);

    // Leaving the product page sends nothing more: one report per page view. The post, left for
    // another page, reports as the browser unloads it (seen by the service, not by this page).
    await openPage(page, POST);
    expect(sent).toHaveLength(1);
    await watched(page);
    await openPage(page, '/shop');

    await expect
      .poll(
        async () => {
          const now = await summary();
          return ['/product/:slug', '/blog-single/:id'].map((route) => reportsOf(now, route) > reportsOf(before, route));
        },
        { timeout: PAGE_ARRIVAL_MS },
      )
      .toEqual([true, true]);
    const after = await summary();
    const product = after.routes.find((row) => row.route === '/product/:slug')!;
    expect(product.remote).toBe('shop');
    expect(product.metrics.LCP.p75).toBeGreaterThan(0);
    expect(after.remotes.some((row) => row.remote === 'shop' && row.build === (report.builds as { shop: string }).shop)).toBe(true);

    // The office's Field vitals page shows the row, readable on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/office/vitals', { heading: 'Farm office' });
    await signIn(page, account);
    const byPage = page.getByRole('table', { name: /^Field vitals by page/ });
    await expect(byPage.getByRole('row').filter({ hasText: '/product/:slug' })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
    await expectAccessibleAndNarrow(page);
  });

  test('the service refuses a report that names a URL, and counts nothing for it', async ({ request, baseURL }) => {
    const account = await createStaffAccount(request, 'vitals-refusal');
    const summary = await staffReader(request, baseURL!, account);
    const refused = await request.post(API_PATHS.vitals, { data: { route: '/product/heirloom-tomatoes', metrics: { LCP: 900 } } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toContain("route must be a pattern from the site's route table");
    expect((await summary()).routes.map((row) => row.route)).not.toContain('/product/heirloom-tomatoes');
  });

  test("every page route of every remote's build is in the route table a report may name", async ({ request }) => {
    for (const remote of REMOTES) {
      const table = await request.get(`${REMOTE_GATEWAY_PREFIX}${remote.name}/pages/pages.json`);
      expect(table.status(), remote.name).toBe(200);
      const { routes } = (await table.json()) as { routes: Array<{ path: string }> };
      const missing = routes.map(({ path }) => path).filter((path) => !(SITE_ROUTE_PATTERNS as readonly string[]).includes(path));
      expect(missing, `${remote.name}'s routes missing from SITE_ROUTE_PATTERNS (contract/src/vitals/siteRoutes.ts)`).toEqual([]);
    }
  });
});
