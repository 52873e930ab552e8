import { test, expect } from '../../support/fixtures';
import { openPage } from '../../support/pages';

/** The four blog lists (docs/product.md#blog-lists): page size, number of pages, and the first post of page 2. */
const LISTS = [
  {
    path: '/blog-standard',
    title: 'Blog Standard',
    size: 3,
    pages: 5,
    lastPageCount: 3,
    secondPageFirst: 'Composting 101: Turning Kitchen Scraps into Black Gold',
  },
  {
    path: '/blog-with-sidebar',
    title: 'Blog With Sidebar',
    size: 3,
    pages: 5,
    lastPageCount: 3,
    secondPageFirst: 'Composting 101: Turning Kitchen Scraps into Black Gold',
  },
  {
    path: '/blog-2-column',
    title: 'Blog 2 Column',
    size: 4,
    pages: 4,
    lastPageCount: 3,
    secondPageFirst: 'How Bees Help Our Orchard Produce More Apples',
  },
  {
    path: '/blog-3-column',
    title: 'Blog 3 Column',
    size: 6,
    pages: 3,
    lastPageCount: 3,
    secondPageFirst: 'Rainwater Harvesting on a Hillside Farm',
  },
];

const cards = (page: import('@playwright/test').Page) => page.getByTestId('blog-card');

for (const list of LISTS) {
  test(`${list.title} shows ${list.size} posts a page and pages by URL`, async ({ page, problems }) => {
    await openPage(page, list.path, { heading: list.title });
    await expect(page).toHaveTitle(`${list.title} | Terra Verde`);
    await expect(cards(page)).toHaveCount(list.size);
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.getByRole('link', { name: /^Page \d+/ })).toHaveCount(list.pages);

    await page.goto(`${list.path}?page=2`);
    await expect(cards(page).first().getByRole('heading')).toHaveText(list.secondPageFirst);

    await page.goto(`${list.path}?page=${list.pages}`);
    await expect(cards(page)).toHaveCount(list.lastPageCount);
    expect(problems.pageErrors).toEqual([]);
  });
}

test('a garbage or out-of-range page lands on a real page and the URL says which', async ({ page }) => {
  await page.goto('/blog-2-column?page=abc');
  await expect(page).toHaveURL(/\/blog-2-column\?page=1$/);
  await expect(cards(page)).toHaveCount(4);

  await page.goto('/blog-2-column?page=99');
  await expect(page).toHaveURL(/\/blog-2-column\?page=4$/);
  await expect(cards(page)).toHaveCount(3);
});

test('the paginator changes the page in the URL, keeps it on reload and scrolls back to the top', async ({ page }) => {
  await page.goto('/blog-standard');
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await pager.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Composting 101: Turning Kitchen Scraps into Black Gold');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.reload();
  await expect(cards(page).first().getByRole('heading')).toHaveText('Composting 101: Turning Kitchen Scraps into Black Gold');
});

test('a card opens its post', async ({ page }) => {
  await page.goto('/blog-3-column');
  await cards(page)
    .first()
    .getByRole('link', { name: /^Read More/ })
    .click();
  await expect(page).toHaveURL(/\/blog-single\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why We Rotate Our Tomato Beds Every Single Season');
});
