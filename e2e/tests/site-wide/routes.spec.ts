import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { expectKeyboardOperable } from '../../support/keyboard';
import { ALL_ROUTES } from '../../support/routes';
import { settledToast, toast } from '../../support/toast';

/** A page that greets every arrival with a message: axe reads it once it has slid in. */
const ARRIVAL_TOASTS: Readonly<Record<string, string>> = { '/checkout/cancel': 'Payment canceled. You can try again.' };

test.describe('every route', () => {
  for (const route of ALL_ROUTES) {
    test(`${route}: title, banner, one h1, SEO tags, no errors, no WCAG 2.1 AA violations, keyboard operable`, async ({
      page,
      problems,
    }) => {
      await openPage(page, route);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      // The home page's hero is its banner; every other page opens with the breadcrumb banner.
      if (route !== '/')
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(page).toHaveTitle(/Terra Verde/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Terra Verde/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);

      if (ARRIVAL_TOASTS[route]) await settledToast(toast(page, 'info', ARRIVAL_TOASTS[route]));
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const violations = axe.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
      expect(violations).toEqual([]);
      await expectKeyboardOperable(page);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
    });
  }
});

test('robots.txt and sitemap.xml list the public routes', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain('Sitemap:');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of ['/shop', '/blog-standard', '/about-us', '/contact']) expect(sitemap).toContain(`${route}</loc>`);
});
