import { cartBadge, CARROTS, seedCart, TOMATOES } from '../../support/cart';
import { expect, test } from '../../support/fixtures';
import { toast } from '../../support/toast';

test.describe('the cart page', () => {
  test('changes quantities and removes lines, in step with the header', async ({ page }) => {
    await seedCart(page, [TOMATOES, CARROTS]);
    await page.goto('/cart');
    const table = page.getByRole('table', { name: 'Products in your cart' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByTestId('cart-page-total')).toHaveText('$15.80');

    await table.getByLabel('Quantity of Heirloom Tomatoes').fill('4');
    await expect(page.getByTestId('cart-page-total')).toHaveText('$28.40');
    await expect(table.getByRole('row', { name: /Heirloom Tomatoes/ })).toContainText('$25.20');
    await expect(cartBadge(page)).toHaveText('5');

    await table.getByRole('button', { name: 'Remove Heirloom Tomatoes from cart' }).click();
    await expect(toast(page, 'error', 'Product removed from cart')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(cartBadge(page)).toHaveText('1');

    // The header's dropdown works on the same cart: removing there empties this page.
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page.getByTestId('cart-dropdown').getByRole('button', { name: 'Remove Rainbow Carrots from cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('leads on to checkout with free shipping', async ({ page }) => {
    await seedCart(page, [TOMATOES]);
    await page.goto('/cart');
    await expect(page.getByText('Free shipping')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });
});
