import { expect, test } from '../../support/fixtures';
import { walkWithTab } from '../../support/keyboard';
import { openPage } from '../../support/pages';

/**
 * Keyboard users. Every route is walked with Tab in tests/site-wide/routes.spec.ts (one page load per
 * route); here are the widgets: skip link, cart dropdown, mobile menu and carousels. The main
 * menu, lightbox and video modal have their own keyboard tests (tests/shell/frame.spec.ts,
 * tests/shop/product.spec.ts, tests/blog/sidebar.spec.ts, tests/services/services-2.spec.ts).
 */

test('the skip link moves focus to the page content', async ({ page }) => {
  await openPage(page, '/shop');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab continues inside the page, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('the cart dropdown opens, is browsed and closes with the keyboard', async ({ page }) => {
  await openPage(page, '/no-such-page');
  const toggle = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const dropdown = page.getByTestId('cart-dropdown');
  await expect(dropdown).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dropdown.getByRole('link', { name: 'Cart', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dropdown.getByRole('link', { name: 'Checkout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/checkout');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens from the keyboard, keeps focus inside, and Escape returns focus to its button', async ({ page }) => {
    await openPage(page, '/no-such-page');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    await menu.getByRole('button', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test('the home hero carousel is driven from the keyboard', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('.farm-hero');
  const activeTitle = hero.locator('.swiper-slide-active h2');
  await expect(activeTitle).toHaveText('Fresh Farm Produce', { timeout: 20_000 });
  await hero.getByRole('button', { name: 'Next banner' }).focus();
  await page.keyboard.press('Enter');
  await expect(activeTitle).toHaveText('Sustainably Grown');
  await hero.getByRole('button', { name: 'Previous banner' }).focus();
  await page.keyboard.press('Enter');
  await expect(activeTitle).toHaveText('Fresh Farm Produce');
});

test('Tab walks only the related products on screen, then the arrows, then moves on past the looping carousel', async ({ page }) => {
  await page.goto('/product/heirloom-tomatoes');
  const related = page.locator('.shop-related');
  await expect(related.getByRole('heading', { name: 'Related Products' })).toBeVisible({ timeout: 20_000 });
  // The carousel is a plain preview until it nears the screen; bring the Swiper version in first.
  await related.scrollIntoViewIfNeeded();
  await expect(related.locator('.swiper-slide-visible').first()).toBeAttached();
  const shown = await related.locator('.swiper-slide-visible').count();
  const stops = await walkWithTab(page);
  // Each product card has two stops: its title link and its add-to-cart button.
  const cardStops = stops.filter((stop) => /^button "Add to cart: /.test(stop.label));
  expect(cardStops.length).toBe(shown);
  expect(stops.at(-1)?.label).not.toMatch(/Add to cart/);

  const active = related.locator('.swiper-slide-active h3');
  const before = (await active.textContent())!;
  await related.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(active).not.toHaveText(before);
});
