import { expect, test } from '../../support/fixtures';
import { PAGE_ARRIVAL_MS, unavailableNotice } from '../../support/pages';
import { gatewayFiles, remoteServing } from '../../support/topology';

// Every manifest of the blog: its current one, and the one of the build whose HTML the shell's server sent.
const BLOG_MANIFESTS = gatewayFiles(remoteServing('/blog-standard'), 'mf-manifest*.json');

test("a remote whose manifests are missing degrades only its own pages, and 'Try again' recovers it", async ({ page, problems }) => {
  test.setTimeout(90_000);
  await page.route(BLOG_MANIFESTS, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const mainMenu = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('contentinfo');

  await page.goto('/blog-standard');
  await expect(unavailableNotice(page)).toContainText('The blog is temporarily unavailable.', { timeout: PAGE_ARRIVAL_MS });
  await expect(mainMenu).toBeVisible();
  await expect(footer).toBeVisible();

  // The rest of the site works as usual.
  await mainMenu.getByRole('link', { name: 'Shop' }).click();
  await expect(page.locator('main h1')).toHaveText('Shop', { timeout: PAGE_ARRIVAL_MS });
  await expect(unavailableNotice(page)).toHaveCount(0);
  await mainMenu.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('main h1')).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(unavailableNotice(page)).toHaveCount(0);

  // Once the blog's host answers again, the shopper gets it back without reloading.
  await footer.getByRole('link', { name: 'Blog' }).click();
  await expect(unavailableNotice(page)).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await page.unroute(BLOG_MANIFESTS);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main h1')).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(unavailableNotice(page)).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});
