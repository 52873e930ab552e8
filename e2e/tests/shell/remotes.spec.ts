import { cartBadge } from '../../support/cart';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { gatewayFiles, REMOTE_GATEWAY_PREFIX, remoteServing } from '../../support/topology';

test.describe('the shell', () => {
  test('renders the frame with a page from every remote, without console errors', async ({ page, problems }) => {
    for (const path of ['/', '/shop', '/blog-standard', '/checkout']) {
      await openPage(page, path);
      await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Terra Verde`);
    }
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
  });

  test('downloads React once, shared by the shell and the remotes', async ({ page }) => {
    const reactChunks: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      // React's own module text; present only in the chunk that bundles React.
      if (body.includes('react.transitional.element') && body.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')) {
        reactChunks.push(response.url());
      }
    });
    await openPage(page, '/shop');
    await openPage(page, '/blog-standard');
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByTestId('cart-dropdown').getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every remote bundles a fallback copy of React; none of those copies may be downloaded.
    expect(reactChunks.length).toBeGreaterThan(0);
    expect(reactChunks.filter((url) => new URL(url).pathname.startsWith(REMOTE_GATEWAY_PREFIX))).toEqual([]);
  });

  test('shows the 404 page for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Sorry Page Was Not Found!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Error Page' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('404');
    await expect(page).toHaveTitle(/Terra Verde/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test("loads a page's files, its remote's included, from the site's own origin, and no stylesheet the page's HTML carries", async ({
    page,
    baseURL,
  }) => {
    const elsewhere: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL!).origin) elsewhere.push(url.href);
      if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname);
    });
    for (const path of ['/farm-story', '/shop', '/blog-single/1', '/checkout']) {
      stylesheets.length = 0;
      await openPage(page, path);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      // The server put the route's stylesheets in the page; the remote's CSS loader finds them there.
      const carried = await page
        .locator('style[data-href]')
        .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')!));
      expect(carried.length, path).toBeGreaterThan(0);
      const fileName = (address: string) => address.split('/').pop();
      expect(
        stylesheets.filter((file) => carried.some((name) => fileName(name) === fileName(file))),
        path,
      ).toEqual([]);
    }
    expect(elsewhere).toEqual([]);
  });

  test('keeps working when a remote is down, and recovers on retry', async ({ page }) => {
    const blogServer = gatewayFiles(remoteServing('/blog-standard'));
    await page.route(blogServer, (route) => route.abort('connectionrefused'));
    await page.goto('/blog-standard');
    await expect(page.getByRole('heading', { name: 'The blog is temporarily unavailable.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('0');

    await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByText('temporarily unavailable')).toHaveCount(0);

    await page.goto('/blog-standard');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute(blogServer);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
