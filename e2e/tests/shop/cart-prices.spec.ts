import { cartBadge, readCart, seedCart, TOMATOES, type CartItem } from '../../support/cart';
import { fillBilling, payButton } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { toast } from '../../support/toast';

/** Heirloom Tomatoes cost $6.30 in the catalogue; two are $12.60, whatever the stored line says. */
const tomatoes = (price: number, quantity = 2): CartItem => ({ ...TOMATOES, price, quantity });

test.describe('prices shown are always the catalogue’s', () => {
  // The cart, the dropdown, the checkout and the payment page: four page loads.
  test.slow();

  for (const tampered of [0.01, 1e308]) {
    test(`a stored price tampered to ${tampered} shows the catalogue price everywhere, as the payment page charges it`, async ({
      page,
    }) => {
      await seedCart(page, [tomatoes(tampered)]);
      await page.goto('/cart');
      const row = page.getByRole('row', { name: /Heirloom Tomatoes/ });
      await expect(row.getByRole('cell').filter({ hasText: '$' }).first()).toHaveText('$6.30', { timeout: 20_000 });
      await expect(row.locator('.shop-cart__subtotal')).toHaveText('$12.60');
      await expect(page.getByTestId('cart-page-total')).toHaveText('$12.60');

      await page.getByRole('button', { name: /^Cart, 2 items$/ }).click();
      await expect(page.getByTestId('cart-dropdown')).toContainText('2 × $6.30');
      await expect(page.getByTestId('cart-dropdown-total')).toHaveText('$12.60');

      await openPage(page, '/checkout', { heading: 'Checkout' });
      await expect(page.getByTestId('checkout-line')).toContainText('$12.60');
      await expect(page.getByTestId('checkout-total')).toHaveText('$12.60');
      await expect(page.locator('main')).not.toContainText(/NaN|Infinity|∞|\$0\.02/);

      await fillBilling(page, {
        'Street address': 'Rua das Flores 12',
        'Town / City': 'Florianópolis',
        'State / County': 'SC',
        'Postcode / ZIP': '88060-000',
      });
      await payButton(page).click();
      await expect(page.getByTestId('test-payment-total')).toHaveText('$12.60');
    });
  }

  test('lines the catalogue no longer has are removed with one notice; a repeated product becomes one line', async ({ page }) => {
    const gone: CartItem = { id: 9999, title: 'Last Year’s Pumpkins', price: 3, quantity: 1, thumb: 'pumpkin.svg' };
    await seedCart(page, [tomatoes(6.3, 2), gone, tomatoes(6.3, 3)]);
    await page.goto('/cart');
    await expect(toast(page, 'info', 'Some items are no longer available and were removed from your cart.')).toHaveCount(1, {
      timeout: 20_000,
    });
    await expect(page.getByRole('row', { name: /Heirloom Tomatoes/ })).toHaveCount(1);
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Heirloom Tomatoes' })).toHaveValue('5');
    await expect(cartBadge(page)).toHaveText('5');
    expect(await readCart(page)).toEqual([tomatoes(6.3, 5)]);

    await page.reload();
    await expect(page.getByTestId('cart-page-total')).toHaveText('$31.50', { timeout: 20_000 });
    await expect(toast(page, 'info', 'Some items are no longer available')).toHaveCount(0);
  });
});
