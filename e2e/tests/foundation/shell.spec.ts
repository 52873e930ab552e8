import { cartBadge, expect, test } from '../../support/fixtures';
import { seedCart, TOMATOES } from '../../support/cart';

test.describe('the shell', () => {
  test('renders the frame with a page from every remote, without console errors', async ({ page, problems }) => {
    for (const path of ['/', '/shop', '/blog-standard', '/checkout']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/blog-standard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByTestId('cart-dropdown').getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every remote bundles a fallback copy of React; none of those copies may be downloaded.
    expect(reactChunks.length).toBeGreaterThan(0);
    expect([...new Set(reactChunks.map((url) => new URL(url).port))]).toEqual(['3000']);
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

  test('keeps working when a remote is down, and recovers on retry', async ({ page }) => {
    test.skip(!!process.env.BASE_URL, "stops the local blog server's address; a deployed site's differs");
    await page.route('http://localhost:3002/**', (route) => route.abort('connectionrefused'));
    await page.goto('/blog-standard');
    await expect(page.getByRole('heading', { name: 'The blog is temporarily unavailable.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('0');

    await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByText('temporarily unavailable')).toHaveCount(0);

    await page.goto('/blog-standard');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute('http://localhost:3002/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('temporarily unavailable')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the cart bus', () => {
  test('survives a reload and shows in the header dropdown', async ({ page }) => {
    await page.goto('/');
    await seedCart(page, [TOMATOES]);
    await expect(cartBadge(page)).toHaveText('2');
    await page.reload();
    await expect(cartBadge(page)).toHaveText('2');
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(page.getByTestId('cart-dropdown')).toContainText('Heirloom Tomatoes');
    await expect(page.getByTestId('cart-dropdown-total')).toHaveText('$12.60');
  });

  test('starts empty when the stored cart is corrupt, and the site still works', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('terra-verde:cartState', '{not json'));
    await page.reload();
    await expect(cartBadge(page)).toHaveText('0');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keeps two tabs in sync', async ({ page, context }) => {
    await page.goto('/');
    await seedCart(page, [TOMATOES]);
    const other = await context.newPage();
    await other.goto('/');
    await expect(cartBadge(other)).toHaveText('2');
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await page.getByRole('button', { name: 'Remove Heirloom Tomatoes from cart' }).click();
    await expect(page.getByText('Product removed from cart')).toBeVisible();
    await expect(cartBadge(other)).toHaveText('0');
  });
});

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('index.html already shows the header, the banner art and the footer', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: /Terra Verde/ }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('main .tv-page-banner__art')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Terra Verde');
  });
});
