import { test, expect } from '../../support/fixtures';
import { SLOW_PAGE_TEST_TIMEOUT, openFarmPage } from './helpers';

test.describe('about and services pages', () => {
  test.describe.configure({ timeout: SLOW_PAGE_TEST_TIMEOUT });

  test('about us: counter block, 4-entry timeline, healthy life and the first 3 farmers', async ({ page, problems }) => {
    await openFarmPage(page, '/about-us', 'About Us');
    await expect(page).toHaveTitle('About Us | Terra Verde');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('.farm-timeline__item')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Eat Well, Live Well, Farm Well' })).toBeVisible();
    await expect(page.locator('.farm-team__card')).toHaveCount(3);
    await expect(page.locator('.farm-team__name a').first()).toHaveAttribute('href', '/farmer-details/1');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('services: services, categories, 3 testimonials, rings and 10 brand logos', async ({ page, problems }) => {
    await openFarmPage(page, '/services', 'Services');
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
