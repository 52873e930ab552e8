import { cartBadge, seedCart, TOMATOES } from '../../support/cart';
import { expect, test } from '../../support/fixtures';

test.describe('the cart bus', () => {
  test('survives a reload and shows in the header dropdown', async ({ page }) => {
    await seedCart(page, [TOMATOES]);
    await page.goto('/');
    await expect(cartBadge(page)).toHaveText('2');
    await page.reload();
    await expect(cartBadge(page)).toHaveText('2');
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(page.getByTestId('cart-dropdown')).toContainText('Heirloom Tomatoes');
    await expect(page.getByTestId('cart-dropdown-total')).toHaveText('$12.60');
  });

  test('starts empty when the stored cart is corrupt, and the site still works', async ({ page }) => {
    await seedCart(page, '{not json');
    await page.goto('/');
    await expect(cartBadge(page)).toHaveText('0');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keeps two tabs in sync', async ({ page, context }) => {
    await seedCart(page, [TOMATOES]);
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/');
    await expect(cartBadge(other)).toHaveText('2');
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await page.getByRole('button', { name: 'Remove Heirloom Tomatoes from cart' }).click();
    await expect(page.getByText('Product removed from cart')).toBeVisible();
    await expect(cartBadge(other)).toHaveText('0');
  });
});
