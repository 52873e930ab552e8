import { expect, test } from '../../support/fixtures';
import { openPage, SLOW_PAGE_TEST_TIMEOUT } from '../../support/pages';

/** The pages of the About menu: About Us, Farm Story and Farm to Table. */

test.describe('about us', () => {
  test.describe.configure({ timeout: SLOW_PAGE_TEST_TIMEOUT });

  test('about us: counter block, 4-entry timeline, healthy life and the first 3 farmers', async ({ page, problems }) => {
    await openPage(page, '/about-us', { heading: 'About Us' });
    await expect(page).toHaveTitle('About Us | Terra Verde');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('.farm-timeline__item')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Eat Well, Live Well, Farm Well' })).toBeVisible();
    await expect(page.locator('.farm-team__card')).toHaveCount(3);
    await expect(page.locator('.farm-team__name a').first()).toHaveAttribute('href', '/farmer-details/1');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('farm story pages', () => {
  test('/farm-story tells the story and links on to farm-to-table', async ({ page }) => {
    await openPage(page, '/farm-story', { heading: 'Farm Story' });
    await expect(page).toHaveTitle('Farm Story | Terra Verde');
    await expect(page.getByRole('heading', { level: 2, name: 'From a Family Plot to a Community Farm' })).toBeVisible();
    for (const value of ['Quality', 'Sustainability', 'Community']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Farm to Table', exact: true }).last().click();
    await expect(page).toHaveURL('/farm-to-table');
  });

  test('/farm-to-table shows the four steps in order', async ({ page }) => {
    await openPage(page, '/farm-to-table', { heading: 'Farm to Table' });
    const steps = page.locator('main').getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['Grow', 'Harvest', 'Pack', 'Deliver']);
    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscription');
  });
});
