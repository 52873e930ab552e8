import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { addOnProductPage, seedCart, type CartItem } from '../../support/cart';
import { openPage } from '../../support/pages';
import { holdToasts, toast } from '../../support/toast';

/**
 * The header's controls are reached with a real pointer (page.mouse at an element's centre, not a
 * locator click that waits or scrolls): on phones for the open cart panel, and on every screen
 * while a toast shows.
 */

/** More lines than a phone's screen holds, so the panel's list must scroll. */
const FULL_CART: CartItem[] = [
  ['Heirloom Tomatoes', 6.3, 'tomato.svg'],
  ['Crisp Red Apples', 4.5, 'red-apple.svg'],
  ['Rainbow Carrots', 3.2, 'carrot.svg'],
  ['Yukon Gold Potatoes', 5.75, 'potato.svg'],
  ['Sweet Corn', 4.8, 'sweet-corn.svg'],
  ['Broccoli Crowns', 3.9, 'broccoli.svg'],
  ['Sweet Bell Peppers', 5.4, 'bell-pepper.svg'],
  ['English Cucumbers', 2.5, 'cucumber.svg'],
  ['Italian Eggplant', 3.6, 'eggplant.svg'],
].map(([title, price, thumb], index) => ({ id: index + 1, title: String(title), price: Number(price), quantity: 1, thumb: String(thumb) }));

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
];

/**
 * The element lies wholly inside the viewport, nothing covers its centre, and that centre is
 * returned for page.mouse.
 */
async function reachableCentre(element: Locator) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const box = (await element.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const onTop = await element.evaluate((node, { x, y }) => node.contains(document.elementFromPoint(x, y)), centre);
  expect(onTop, 'nothing covers its centre').toBe(true);
  return centre;
}

async function expectBelowTheHeader(page: Page, toast: Locator) {
  await expect(toast).toBeVisible();
  const header = (await page.locator('header.shell-header').boundingBox())!;
  // The phones' full-width toasts sit on the header's 1 px bottom border.
  expect((await toast.boundingBox())!.y, 'the toast hangs below the header').toBeGreaterThanOrEqual(header.y + header.height - 1);
}

/** Adds tomatoes on their product page with toasts held, so the 'added' toast stays up while the header is reached. */
async function addWithToastHeld(page: Page) {
  await holdToasts(page);
  await addOnProductPage(page, 'heirloom-tomatoes', 1);
  return toast(page, 'success', 'Product added successfully');
}

async function openCartPanel(page: Page) {
  const toggle = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  const { x, y } = await reachableCentre(toggle);
  await page.mouse.click(x, y);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('cart-dropdown');
  // Measured once it has finished opening (its height is animated).
  await expect.poll(() => panel.evaluate((node) => node.getAnimations().length)).toBe(0);
  return panel;
}

for (const viewport of PHONES) {
  test.describe(`on a ${viewport.width} px phone`, () => {
    test.use({ viewport });

    test('the open cart panel lies on screen, its lines scroll inside it, and its total, Cart and Checkout answer real clicks', async ({
      page,
    }) => {
      await seedCart(page, FULL_CART);
      await openPage(page, '/no-such-page');

      let panel = await openCartPanel(page);
      await expect(panel).toBeInViewport({ ratio: 1 });
      await reachableCentre(panel.getByText('Total:'));
      await reachableCentre(panel.getByTestId('cart-dropdown-total'));
      const lines = panel.getByRole('list');
      expect(await lines.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
      const lastLine = panel.getByRole('listitem').last();
      await lastLine.scrollIntoViewIfNeeded();
      await reachableCentre(lastLine.getByRole('button', { name: /^Remove / }));

      const checkout = await reachableCentre(panel.getByRole('link', { name: 'Checkout' }));
      await page.mouse.click(checkout.x, checkout.y);
      await expect(page).toHaveURL(/\/checkout$/);

      panel = await openCartPanel(page);
      const cart = await reachableCentre(panel.getByRole('link', { name: 'Cart', exact: true }));
      await page.mouse.click(cart.x, cart.y);
      await expect(page).toHaveURL(/\/cart$/);
    });

    test("the header's cart answers a real click while an 'added' toast shows", async ({ page }) => {
      const added = await addWithToastHeld(page);
      await expectBelowTheHeader(page, added);
      await openCartPanel(page);
      await expect(added).toBeVisible();
    });
  });
}

for (const width of [1024, 1366, 1440]) {
  test.describe(`on a ${width} px screen`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the header's cart and Register link answer real clicks while an 'added' toast shows", async ({ page }) => {
      const added = await addWithToastHeld(page);
      await expectBelowTheHeader(page, added);

      await openCartPanel(page);
      await expect(added).toBeVisible();
      await page.keyboard.press('Escape');

      const register = await reachableCentre(page.getByRole('banner').getByRole('link', { name: 'Register' }));
      await expect(added).toBeVisible();
      await page.mouse.click(register.x, register.y);
      await expect(page).toHaveURL(/\/register$/);
    });

    test('a toast also hangs below the header once it is sticked at the top of the screen', async ({ page }) => {
      await addOnProductPage(page, 'heirloom-tomatoes', 1);
      await page.mouse.wheel(0, 400);
      await expect(page.locator('header.shell-header')).toHaveClass(/sticked/);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      const warning = toast(page, 'warning', 'Product already in cart');
      await expectBelowTheHeader(page, warning);
      const cart = await reachableCentre(page.getByRole('button', { name: /^Cart, \d+ items?$/ }));
      await page.mouse.click(cart.x, cart.y);
      await expect(page.getByTestId('cart-dropdown')).toBeVisible();
    });
  });
}
