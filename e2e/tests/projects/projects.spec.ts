import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';

/** True when no two boxes overlap: what a broken masonry layout does first. */
async function overlaps(items: Locator) {
  const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()));
  return boxes.some((a, i) =>
    boxes.some(
      (b, j) =>
        j > i && a && b && a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1,
    ),
  );
}

test.describe('projects', () => {
  test('/project lays out the 5-item masonry gallery once its images load', async ({ page, problems }) => {
    await openPage(page, '/project', { heading: 'Recent Projects' });
    await expect(page).toHaveTitle('Recent Projects | Terra Verde');
    const gallery = page.locator('.farm-masonry');
    await expect(gallery).toHaveAttribute('data-masonry', 'ready');
    await expect(gallery).toHaveAttribute('aria-busy', 'false');

    const items = gallery.getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const [index, item] of (await items.all()).entries()) {
      await expect(item).toHaveAttribute('style', /grid-row-end: span \d+/);
      await expect(item.getByRole('link')).toHaveAttribute('href', `/project-details/${index + 1}`);
    }
    const loaded = await gallery.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toEqual([true, true, true, true, true]);
    await expect(items.first()).toBeVisible();
    expect(await overlaps(items)).toBe(false);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('a gallery item opens its project page', async ({ page }) => {
    await openPage(page, '/project', { heading: 'Recent Projects' });
    await page.getByRole('link', { name: /Rainwater Irrigation/ }).click();
    await expect(page).toHaveURL('/project-details/5');
    await expect(page.getByRole('heading', { level: 2, name: 'Rainwater Irrigation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Project Info' })).toBeVisible();
    await page.getByRole('link', { name: 'All Projects' }).click();
    await expect(page).toHaveURL('/project');
  });

  test('an unknown project id shows the banner only', async ({ page }) => {
    await openPage(page, '/project-details/99', { heading: 'Project Details' });
    await expect(page.locator('main').getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Project Info' })).toHaveCount(0);
  });
});
