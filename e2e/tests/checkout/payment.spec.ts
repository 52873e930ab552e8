import { addOnProductPage, cartBadge, clearCart, readCart, seedCart, TWO_PRODUCTS } from '../../support/cart';
import { fillBilling, payButton, SUCCESS_URL } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { toast } from '../../support/toast';

test.describe('paying for the cart with the local test-payment provider', () => {
  // Each flow loads the whole site twice (before and after the payment page): allow for a busy machine.
  test.slow();

  test('pays for two products and lands on the thank-you page with an empty cart', async ({ page, problems }) => {
    await clearCart(page);
    await addOnProductPage(page, 'heirloom-tomatoes', 2);
    await addOnProductPage(page, 'rainbow-carrots', 1);
    await openPage(page, '/checkout', { heading: 'Checkout' });

    const lines = page.getByTestId('checkout-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Heirloom Tomatoes');
    await expect(lines.first()).toContainText('× 2');
    await expect(page.getByText('Free shipping')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('3');
    const checkoutTotal = (await page.getByTestId('checkout-total').textContent())!;
    expect(checkoutTotal).toMatch(/^\$\d+\.\d{2}$/);

    await fillBilling(page);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/api\/test-payment\/test_[0-9a-f]+$/);
    await expect(page.getByText('TEST PAYMENT', { exact: true })).toBeVisible();
    // The service prices the order from the catalogue; it must agree with what the shopper saw.
    await expect(page.getByTestId('test-payment-total')).toHaveText(checkoutTotal);
    await expect(page.getByRole('row', { name: /Heirloom Tomatoes/ })).toContainText('2');
    await expect(page.getByRole('row', { name: /Rainbow Carrots/ })).toBeVisible();

    await page.getByRole('button', { name: `Pay ${checkoutTotal}` }).click();
    await expect(page).toHaveURL(SUCCESS_URL);
    // A full page load again: the shell, then the remote.
    await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, 'success', 'Payment successful! Your order has been placed.')).toHaveCount(1);
    await expect(cartBadge(page)).toHaveText('0');
    expect(await readCart(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('cancelling the payment keeps the cart and leads back to checkout', async ({ page }) => {
    await seedCart(page, TWO_PRODUCTS);
    await openPage(page, '/checkout', { heading: 'Checkout' });
    await fillBilling(page);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/api\/test-payment\//);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/checkout\/cancel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, 'info', 'Payment canceled. You can try again.')).toHaveCount(1);
    await expect(cartBadge(page)).toHaveText('3');

    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  });
});
