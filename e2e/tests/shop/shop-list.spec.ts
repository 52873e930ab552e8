import { expect, test } from '../../support/fixtures';

const cardTitles = (page: import('@playwright/test').Page) => page.locator('.shop-list').getByRole('heading', { level: 3 });

test.describe('the shop list', () => {
  test('pages through ?page=, including deep links and out-of-range or garbage pages', async ({ page, problems }) => {
    await page.goto('/shop?page=3');
    await expect(page.getByText('Showing 17–20 of 20 results')).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Page 3, current page' })).toBeVisible();

    await page.goto('/shop?page=abc');
    await expect(page.getByText('Showing 1–8 of 20 results')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=1\b/);
    await expect(cardTitles(page)).toHaveCount(8);

    await page.goto('/shop?page=99');
    await expect(page.getByText('Showing 17–20 of 20 results')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=3\b/);

    await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByText('Showing 9–16 of 20 results')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('sorts by every option of the dropdown', async ({ page }) => {
    await page.goto('/shop');
    const sort = page.getByLabel('Sort by');
    await expect(cardTitles(page).first()).toHaveText('Heirloom Popcorn Kernels');

    await sort.selectOption('popular');
    await expect(cardTitles(page).nth(0)).toHaveText('Fresh Strawberries');
    await expect(cardTitles(page).nth(1)).toHaveText('Sweet Corn');
    await expect(cardTitles(page).nth(2)).toHaveText('Rainbow Carrots');

    await sort.selectOption('recent');
    await expect(cardTitles(page).nth(1)).toHaveText('Lacinato Kale');

    await sort.selectOption('relevant');
    await expect(cardTitles(page).nth(2)).toHaveText('Organic Brown Rice');
    await expect(page).toHaveURL(/sort=relevant/);

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('relevant');
  });

  test('switches between grid and list views', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.shop-list--list')).toBeVisible();
    await expect(page.locator('.shop-card__text').first()).toBeVisible();
  });
});
