import { test, expect } from '../../support/fixtures';

const cards = (page: import('@playwright/test').Page) => page.getByTestId('blog-card');
const searchBox = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: 'Search posts by keyword' });

test('the sidebar search filters the posts, empties its field and survives a reload', async ({ page }) => {
  await page.goto('/blog-with-sidebar');
  await searchBox(page).fill('Compost');
  await searchBox(page).press('Enter');

  await expect(page).toHaveURL(/\/blog-with-sidebar\?q=Compost$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText('Composting 101: Turning Kitchen Scraps into Black Gold');
  await expect(searchBox(page)).toHaveValue('');

  await page.reload();
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole('link', { name: 'Show all posts' }).click();
  await expect(page).toHaveURL(/\/blog-with-sidebar$/);
  await expect(cards(page)).toHaveCount(3);
});

test('a search that matches nothing says so', async ({ page }) => {
  await page.goto('/blog-with-sidebar');
  await searchBox(page).fill('submarine');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
});

test('search results are paged like the list', async ({ page }) => {
  // "farm" is in the title or description of 6 posts: 2 pages of 3.
  await page.goto('/blog-with-sidebar?q=farm&page=2');
  await expect(page.getByRole('status').filter({ hasText: 'posts match' })).toHaveText(/^6 posts match “farm”/);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Meet the Hens That Keep Our Pests in Check');
  await page.goto('/blog-with-sidebar?q=farm&page=9');
  await expect(page).toHaveURL(/q=farm&page=2$/);
});

test('recent posts show the first 3 posts with long titles cut at 47 characters', async ({ page }) => {
  await page.goto('/blog-with-sidebar');
  const recent = page.getByTestId('recent-posts').getByRole('link');
  await expect(recent).toHaveCount(3);
  await expect(recent.first()).toHaveText('Why We Rotate Our Tomato Beds Every Single Seas ...');
  await expect(recent.nth(2)).toHaveText('A Morning in the Carrot Rows with Our Harvest C ...');
});

test('the gallery opens the lightbox by keyboard, arrows move and Escape closes it', async ({ page }) => {
  await page.goto('/blog-with-sidebar');
  const second = page.getByRole('button', { name: /^Open image 2 of 6/ });
  await second.focus();
  await page.keyboard.press('Enter');

  const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.yarl__counter')).toHaveText('2 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.yarl__counter')).toHaveText('3 / 6');
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
});

test('follow-us links open the farm’s networks in a new tab', async ({ page }) => {
  await page.goto('/blog-with-sidebar');
  const follow = page.getByRole('region', { name: 'Follow Us' }).getByRole('link');
  await expect(follow).toHaveCount(4);
  for (const link of await follow.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('searching from a post page shows the results on the sidebar list', async ({ page }) => {
  await page.goto('/blog-single-with-sidebar/3');
  await searchBox(page).fill('apples');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/blog-with-sidebar\?q=apples$/);
  await expect(cards(page).first()).toBeVisible();
});
