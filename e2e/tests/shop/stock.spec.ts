import AxeBuilder from '@axe-core/playwright';
import { mergeTests, type Page } from '@playwright/test';
import { seedCart, type CartItem } from '../../support/cart';
import { fillBilling, payButton } from '../../support/checkout';
import { expect, test as pageTest } from '../../support/fixtures';
import { attribute, fetchPage, findAll, textOf } from '../../support/pageHtml';
import { openPage } from '../../support/pages';
import { test as stockTest } from '../../support/stock';
import { toast } from '../../support/toast';

const test = mergeTests(pageTest, stockTest);

/**
 * What the shopper sees of live stock (issue 33): the product page, the list and the cart say
 * what is left, a sold-out product cannot be added, and the checkout is refused for a short line.
 * Stock is one for the whole site: this suite owns these two products' stock
 * (support/stockOwners.ts), which each test sets at its start and ownStock puts back after it.
 */
const RICE = { id: 19, slug: 'organic-brown-rice', title: 'Organic Brown Rice' };
const POPCORN = { id: 20, slug: 'heirloom-popcorn-kernels', title: 'Heirloom Popcorn Kernels' };

/** Four bags of rice, as adding them on its page stores them. */
const FOUR_RICE: CartItem = { id: RICE.id, title: RICE.title, price: 8.5, quantity: 4, thumb: 'brown-rice.svg' };

/**
 * The shell's server keeps the availability it fills pages from for 5 s, and the service's answer
 * may be cached as long: what a page says follows a change within that, so allow twice as much.
 */
const FOLLOWS_STOCK_MS = 12_000;

/** What says the stock is clean under axe (WCAG 2.1 AA), and the page does not scroll sideways. */
async function expectAccessibleAndNarrow(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'sideways scrolling').toBeLessThanOrEqual(0);
}

/** The product page's own stock label and Add to cart button. */
const summary = (page: Page) => page.locator('.shop-summary');
const stockLabel = (page: Page, productId: number) => summary(page).locator(`[data-stock-label="${productId}"]`);
const addButton = (page: Page) => summary(page).getByRole('button', { name: 'Add to cart', exact: true });

test.describe('what is left, as the shopper sees it', () => {
  // One worker, in order: the tests share the site's stock of these two products.
  test.describe.configure({ mode: 'default' });

  test('a product with 3 left says "Only 3 left", from the server’s HTML on', async ({ page, request, ownStock }) => {
    await ownStock.set(RICE, { onHand: 3, soldOut: false });

    // The page as the shell's server sends it: the label filled in, before any of the page's code runs.
    await expect
      .poll(
        async () => {
          const served = await fetchPage(request, `/product/${RICE.slug}`);
          const label = findAll(served.serverPage, 'span').find((span) => attribute(span, 'data-stock-label') === String(RICE.id));
          return label && { text: textOf(label), state: attribute(label, 'data-stock-state') };
        },
        { timeout: FOLLOWS_STOCK_MS },
      )
      .toEqual({ text: 'Only 3 left', state: 'few_left' });

    await openPage(page, `/product/${RICE.slug}`, { heading: RICE.title });
    await expect(stockLabel(page, RICE.id)).toHaveText('Only 3 left', { timeout: FOLLOWS_STOCK_MS });
    await expect(stockLabel(page, RICE.id)).toHaveAttribute('data-stock-state', 'few_left');
    await expect(addButton(page)).toBeEnabled();
    await expect(addButton(page)).toHaveAccessibleDescription('Only 3 left');
  });

  test('a cart asking for 4 of 3 names the line, and the checkout is refused with the same sentence', async ({ page, ownStock }) => {
    await ownStock.set(RICE, { onHand: 3, soldOut: false });
    const sentence = `Only 3 ${RICE.title} left.`;
    await seedCart(page, [FOUR_RICE]);
    // On a phone: the sentence stays with its line, and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });

    await openPage(page, '/cart', { heading: 'Cart' });
    const line = page.getByRole('table', { name: 'Products in your cart' }).getByRole('row', { name: new RegExp(RICE.title) });
    await expect(line.getByText(sentence)).toBeVisible({ timeout: FOLLOWS_STOCK_MS });
    await expect(line.getByRole('spinbutton', { name: `Quantity of ${RICE.title}` })).toHaveAccessibleDescription(sentence);
    await expect(page.getByRole('alert').filter({ hasText: sentence })).toBeVisible();
    await expectAccessibleAndNarrow(page, '.shop-cart');

    await openPage(page, '/checkout', { heading: 'Checkout' });
    await fillBilling(page);
    await payButton(page).click();
    await expect(toast(page, 'error', sentence)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('a sold-out product says "Sold out", cannot be added, and the list says so too', async ({ page, ownStock }) => {
    await ownStock.set(POPCORN, { onHand: null, soldOut: true });

    await openPage(page, `/product/${POPCORN.slug}`, { heading: POPCORN.title });
    await expect(stockLabel(page, POPCORN.id)).toHaveText('Sold out', { timeout: FOLLOWS_STOCK_MS });
    await expect(addButton(page)).toBeDisabled();
    // A screen reader hears why.
    await expect(addButton(page)).toHaveAccessibleDescription('Sold out');
    await expectAccessibleAndNarrow(page, '.shop-summary');

    // The list's first page (latest arrivals first) opens with it.
    await openPage(page, '/shop', { heading: 'Shop' });
    const card = page.locator('.shop-card', { has: page.getByRole('heading', { level: 3, name: POPCORN.title }) });
    await expect(card.locator(`[data-stock-label="${POPCORN.id}"]`)).toHaveText('Sold out', { timeout: FOLLOWS_STOCK_MS });
    const cardButton = card.getByRole('button', { name: /^Add to cart/ });
    await expect(cardButton).toBeDisabled();
    await expect(cardButton).toHaveAccessibleDescription('Sold out');
  });
});
