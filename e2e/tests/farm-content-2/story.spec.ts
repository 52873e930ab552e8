import { expect, test } from '../../support/fixtures';
import { openPage } from './openPage';

test.describe('farm story pages', () => {
  test('/farm-story tells the story and links on to farm-to-table', async ({ page }) => {
    await openPage(page, '/farm-story', 'Farm Story');
    await expect(page).toHaveTitle('Farm Story | Terra Verde');
    await expect(page.getByRole('heading', { level: 2, name: 'From a Family Plot to a Community Farm' })).toBeVisible();
    for (const value of ['Quality', 'Sustainability', 'Community']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Farm to Table', exact: true }).last().click();
    await expect(page).toHaveURL('/farm-to-table');
  });

  test('/farm-to-table shows the four steps in order', async ({ page }) => {
    await openPage(page, '/farm-to-table', 'Farm to Table');
    const steps = page.locator('main').getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['Grow', 'Harvest', 'Pack', 'Deliver']);
    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscription');
  });
});
