import { test, expect } from '../../support/fixtures';
import { openPage, SLOW_PAGE_TEST_TIMEOUT } from '../../support/pages';

test.describe('services page', () => {
  test.describe.configure({ timeout: SLOW_PAGE_TEST_TIMEOUT });

  test('services: services, categories, 3 testimonials, rings and 10 brand logos', async ({ page, problems }) => {
    await openPage(page, '/services', { heading: 'Services' });
    await expect(page).toHaveTitle('Services | Terra Verde');
    for (const name of ['Vegetables', 'Fruits', 'Grains']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Blueberry', exact: true })).toHaveAttribute('href', '/service-details/4');
    await expect(page.locator('.farm-testimonials blockquote')).toHaveCount(3);
    await expect(page.locator('.farm-brands__logo')).toHaveCount(10);
    await expect(page.getByRole('progressbar')).toHaveCount(3);

    // A vegetable tile leads to a service whose text names it.
    await page.getByRole('link', { name: 'Cabbage', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Fresh Vegetables' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article').getByText(/\bcabbages\b/)).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
