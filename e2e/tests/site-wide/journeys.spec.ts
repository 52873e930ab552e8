import type { Page } from '@playwright/test';
import { cartBadge } from '../../support/cart';
import { fillBilling, payButton } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { stockOwned } from '../../support/stockOwners';
import { toast } from '../../support/toast';

/**
 * Journeys that cross every remote the way a shopper does: by clicking, never by typing URLs
 * after the first page. farm content (home) -> shop -> shell (cart dropdown) -> shop (cart page)
 * -> checkout -> checkout-service (test payment) -> checkout (success or cancel).
 */

const PAGE_LOAD = { timeout: 20_000 };

/** Opens a main-menu destination, through the mobile menu on a narrow screen. */
async function openFromMenu(page: Page, name: string, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  }
}

/** From the home page to the payment page with two lines in the cart; returns the total shown. */
async function shopAndCheckOut(page: Page, mobile: boolean): Promise<string> {
  await openPage(page, '/');
  await expect(cartBadge(page)).toHaveText('0');

  await openFromMenu(page, 'Shop', mobile);
  await expect(page).toHaveURL('/shop');
  // The URL changes before the list replaces the home page, whose own h3 links would be read.
  const list = page.getByRole('list', { name: 'Products' });
  const titles = list.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(titles.first()).toBeVisible(PAGE_LOAD);
  // The first two listed that no stock suite owns (support/stockOwners.ts): one of those may be
  // sold out or counted on a site a stock suite left so, and these orders would draw its count down.
  const buyable = (await titles.allTextContents()).filter((title) => !stockOwned({ title }));
  expect(buyable.length, 'products on the list whose stock no suite changes').toBeGreaterThanOrEqual(2);
  const [first, second] = buyable;
  await list.getByRole('heading', { level: 3 }).getByRole('link', { name: first, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible(PAGE_LOAD);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(toast(page, 'success', 'Product added successfully').first()).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');

  // Back to the list with the browser, then a second product.
  await page.goBack();
  await expect(page).toHaveURL('/shop');
  await list.getByRole('heading', { level: 3 }).getByRole('link', { name: second, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(cartBadge(page)).toHaveText('3');

  // The shell's dropdown shows what the shop remote put on the bus.
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  const dropdown = page.getByTestId('cart-dropdown');
  await expect(dropdown.getByText(first, { exact: true })).toBeVisible();
  await expect(dropdown.getByText(second, { exact: true })).toBeVisible();
  await dropdown.getByRole('link', { name: 'Cart', exact: true }).click();

  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('row', { name: new RegExp(first) })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await fillBilling(page);
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await payButton(page).click();

  await expect(page).toHaveURL(/\/api\/test-payment\/test_[0-9a-f]+$/);
  await expect(page.getByTestId('test-payment-total')).toHaveText(total);
  return total;
}

for (const { name, mobile } of [
  { name: 'desktop', mobile: false },
  { name: 'mobile 390x844', mobile: true },
]) {
  test.describe(`purchase journey, ${name}`, () => {
    // Three full page loads (home, payment page, return): allow for a busy machine.
    test.slow();
    if (mobile) test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('home to shop to product to cart to checkout, paid, ends on success with an empty cart', async ({ page }) => {
      const total = await shopAndCheckOut(page, mobile);
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?session_id=test_[0-9a-f]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible(PAGE_LOAD);
      await expect(toast(page, 'success', 'Payment successful! Your order has been placed.')).toHaveCount(1);
      await expect(cartBadge(page)).toHaveText('0');
    });

    test('the same journey cancelled at the payment page keeps the cart', async ({ page }) => {
      await shopAndCheckOut(page, mobile);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/checkout\/cancel$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible(PAGE_LOAD);
      await expect(toast(page, 'info', 'Payment canceled. You can try again.')).toHaveCount(1);
      await expect(cartBadge(page)).toHaveText('3');
    });
  });
}

test('blog journey: sidebar search, the result, then the next post wraps around to the first', async ({ page }) => {
  await openPage(page, '/blog-with-sidebar');
  const search = page.getByRole('searchbox', { name: 'Search posts by keyword' });
  await search.fill('tractor');
  await search.press('Enter');
  await expect(page).toHaveURL(/\?q=tractor$/);
  const card = page.getByTestId('blog-card');
  await expect(card).toHaveCount(1);
  await card
    .getByRole('link', { name: /Our Old Tractor Turns Twenty/ })
    .first()
    .click();

  // Post 15 is the last of the journal.
  await expect(page).toHaveURL(/\/blog-single(-with-sidebar)?\/15$/);
  await expect(page.getByRole('heading', { level: 1, name: /Our Old Tractor Turns Twenty/ })).toBeVisible(PAGE_LOAD);
  await page
    .getByRole('navigation', { name: 'Previous and next post' })
    .getByRole('link', { name: /^Next Post/ })
    .click();
  await expect(page).toHaveURL(/\/blog-single(-with-sidebar)?\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Our Old Tractor/);
});
