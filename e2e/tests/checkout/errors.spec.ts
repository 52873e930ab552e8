import { clearCart, seedCart, TWO_PRODUCTS } from '../../support/cart';
import { fillBilling, payButton } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { holdToasts, toast } from '../../support/toast';

test.describe('when payment cannot start', () => {
  test("an empty cart says 'Your cart is empty' and calls nothing", async ({ page }) => {
    let called = false;
    await page.route('**/api/create-checkout-session', (route) => {
      called = true;
      return route.continue();
    });
    await clearCart(page);
    await openPage(page, '/checkout', { heading: 'Checkout' });

    await payButton(page).click();
    await expect(toast(page, 'error', 'Your cart is empty')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(called).toBe(false);
  });

  test("the service being down shows the proxy's error, and Pay works again afterwards", async ({ page }) => {
    // What the shell's server answers when nothing listens behind /api.
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The checkout service is not reachable.', code: 'unavailable' }),
      }),
    );
    await seedCart(page, TWO_PRODUCTS);
    await openPage(page, '/checkout', { heading: 'Checkout' });
    await fillBilling(page);

    await payButton(page).click();
    await expect(toast(page, 'error', 'The checkout service is not reachable.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(payButton(page)).toBeEnabled();
  });

  test("an unreachable service without a readable answer shows 'Failed to start checkout'", async ({ page }) => {
    await page.route('**/api/create-checkout-session', (route) => route.abort('connectionrefused'));
    await seedCart(page, TWO_PRODUCTS);
    await openPage(page, '/checkout', { heading: 'Checkout' });
    await fillBilling(page);

    await payButton(page).click();
    await expect(toast(page, 'error', 'Failed to start checkout')).toBeVisible();
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  });

  test('a 409 for a reused Idempotency-Key shows its sentence and never reads as out of stock', async ({ page }) => {
    const reused = 'This Idempotency-Key was already used for a different checkout; send a new key for each attempt.';
    const refusals = [
      { error: reused, code: 'idempotency_conflict' },
      { error: 'Only 1 Heirloom Tomatoes left.', code: 'out_of_stock' },
    ];
    // What is left, as asked after a refusal: one tomato, so a stock refusal names the line.
    let askedAfterRefusal = 0;
    let refused = 0;
    await page.route('**/api/availability', (route) => {
      if (refused === 0) return route.continue();
      askedAfterRefusal++;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          products: TWO_PRODUCTS.map((item) => ({ productId: item.id, left: 1, soldByWeight: null })),
          holdBufferPercent: 15,
        }),
      });
    });
    await page.route('**/api/create-checkout-session', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify(refusals[refused++]) }),
    );
    await seedCart(page, TWO_PRODUCTS);
    await holdToasts(page);
    await openPage(page, '/checkout', { heading: 'Checkout' });
    await fillBilling(page);

    await payButton(page).click();
    await expect(toast(page, 'error', reused)).toBeVisible();
    // The same status with the stock code: only this one asks what is left and names the line.
    await payButton(page).click();
    await expect(toast(page, 'error', 'Only 1 Heirloom Tomatoes left.')).toBeVisible();
    await expect(page.getByTestId('checkout-shortfall').first()).toBeVisible();
    expect(askedAfterRefusal).toBe(1);
  });

  test('the button cannot fire twice while the request is in flight', async ({ page }) => {
    const keys: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/create-checkout-session', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await seedCart(page, TWO_PRODUCTS);
    // The two attempts' toasts are counted together.
    await holdToasts(page);
    await openPage(page, '/checkout', { heading: 'Checkout' });
    await fillBilling(page);

    await payButton(page).click();
    const busy = page.getByRole('button', { name: 'Starting checkout…' });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true });
    release();
    await expect(toast(page, 'error', 'Failed to start checkout')).toHaveCount(1);
    expect(keys).toHaveLength(1);

    // A new attempt carries a new idempotency key.
    await payButton(page).click();
    await expect(toast(page, 'error', 'Failed to start checkout')).toHaveCount(2);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
