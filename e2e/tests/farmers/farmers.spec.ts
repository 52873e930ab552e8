import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';

test.describe('farm members', () => {
  test('/farmers shows the 6 member cards, each leading to its member page', async ({ page, problems }) => {
    await openPage(page, '/farmers', { heading: 'Farm Members' });
    await expect(page).toHaveTitle('Farm Members | Terra Verde');
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      // Portraits load lazily: bring each card into view, then its portrait must have loaded.
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(card.getByRole('link', { name: /^\+55/ })).toHaveAttribute('href', /^tel:\+55\d+$/);
    }

    const first = cards.first().getByRole('heading', { level: 3 });
    const name = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL('/farmer-details/1');
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('a member page shows role, phone, skills and both skill groups', async ({ page }) => {
    await openPage(page, '/farmer-details/2', { heading: 'Farmer Details' });
    await expect(page.getByRole('heading', { level: 2, name: 'Ana Beatriz Souza' })).toBeVisible();
    await expect(page.getByText('Orchard Keeper')).toBeVisible();
    await expect(page.getByRole('link', { name: /99634-2087/ })).toHaveAttribute('href', 'tel:+5548996342087');
    for (const [skill, end] of [
      ['Cereals', '88'],
      ['Fruit', '95'],
      ['Vegetables', '80'],
    ]) {
      await expect(page.getByRole('progressbar', { name: skill })).toHaveAttribute('aria-valuenow', end);
    }
    await expect(page.getByRole('heading', { name: 'Main Skills' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal Skills' })).toBeVisible();
  });

  test('skill bars fill only once fully visible', async ({ page }) => {
    // A short phone screen keeps the bars below the fold until the visitor scrolls.
    await page.setViewportSize({ width: 390, height: 600 });
    await openPage(page, '/farmer-details/3', { heading: 'Farmer Details' });
    const bar = page.getByRole('progressbar', { name: 'Fruit' });
    const fill = bar.locator('.farm-skill__fill');
    await expect(bar).toBeAttached();
    await expect(bar).not.toBeInViewport();
    await expect(fill).not.toHaveAttribute('data-filled');

    await bar.scrollIntoViewIfNeeded();
    await expect(fill).toHaveAttribute('data-filled', 'true');
    await expect(fill).toHaveAttribute('style', /width: 95%/);
  });

  test('an unknown member id shows the banner only', async ({ page }) => {
    await openPage(page, '/farmer-details/99', { heading: 'Farmer Details' });
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('main').getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});
