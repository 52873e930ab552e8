import AxeBuilder from '@axe-core/playwright';
import { mergeTests } from '@playwright/test';
import { formatPickupDay } from 'contract';
import { addOnProductPage, clearCart, seedCart } from '../../support/cart';
import { billingForm, fillBilling, payButton, SUCCESS_URL } from '../../support/checkout';
import { expect, test as pageTest } from '../../support/fixtures';
import { createStaffAccount, signIn } from '../../support/officeAccount';
import { openPage, PAGE_ARRIVAL_MS } from '../../support/pages';
import { test as stockTest } from '../../support/stock';
import { toast } from '../../support/toast';

// ownStock: the apples not counted before and after each test, whatever an earlier run left.
const test = mergeTests(pageTest, stockTest);

/**
 * Pickup at the farm, end to end against the real service: a shopper on a phone orders Green
 * Apples for a day the service offers, pays on the local test-payment page and is told when and
 * where to collect them; the farm's office finds the order's slip on that day. Stock is shared by
 * every suite: this one owns the green apples' (support/stockOwners.ts), and no other orders them.
 */
test.use({ viewport: { width: 390, height: 844 } });
// A payment through the test page and the office's sign-in on a busy machine.
test.slow();
// In order, on one worker: the second test limits the apples' stock, which the first must not meet.
test.describe.configure({ mode: 'serial' });

const GREEN_APPLES = { id: 15, slug: 'green-apples', title: 'Green Apples' };

test('a pickup order from the product page: the day chosen at checkout, said on the success page, and its slip in the office that day', async ({
  page,
  request,
}) => {
  const account = await createStaffAccount(request, 'pickup');

  await clearCart(page);
  await addOnProductPage(page, GREEN_APPLES.slug, 2);
  await openPage(page, '/checkout', { heading: 'Checkout' });
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByTestId('checkout-line')).toContainText('Green Apples × 2');

  // Delivery is the default; the arrow key moves to pickup, as on any radio group.
  const choice = page.getByRole('group', { name: 'How should your order reach you?' });
  await expect(choice.getByRole('radio', { name: 'Delivery to my address' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Delivery to my address' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(choice.getByRole('radio', { name: 'Pickup at the farm' })).toBeChecked();
  const form = billingForm(page);
  await expect(form.getByLabel('Street address')).toHaveCount(0);
  await expect(form.getByLabel('Postcode / ZIP')).toHaveCount(0);
  await expect(page.getByText('Monday to Saturday, 08:00 to 17:00')).toBeVisible();

  // The days the service offers: six opening days; the shopper takes the second.
  const days = page.getByRole('group', { name: /^Pickup day/ }).getByRole('radio');
  await expect(days).toHaveCount(6);
  const second = days.nth(1);
  const day = (await second.getAttribute('value'))!;
  await expect(page.getByText(formatPickupDay(day), { exact: true })).toBeVisible();
  await second.check();

  await form.getByLabel('First name').fill('Petra');
  await form.getByLabel('Last name').fill('Pickwell');
  await form.getByLabel('E-mail address').fill('petra.pickwell@example.com');
  await form.getByLabel('Phone').fill('519 555 0147');

  // The checkout with pickup chosen, on a phone: clean under axe and no sideways scrolling.
  // @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
  const axe = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .include('.checkout-layout')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'sideways scrolling').toBeLessThanOrEqual(0);

  await payButton(page).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(SUCCESS_URL, { timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByTestId('pickup-when')).toHaveText(`Pickup at the farm on ${formatPickupDay(day)}, 08:00 to 17:00.`);
  await expect(page.getByTestId('pickup-address')).toContainText('Estrada Geral do Rio Vermelho');
  await expect(page.getByTestId('receipt-town')).toHaveCount(0);
  const number = (await page.getByTestId('order-number').textContent())!;

  // The office packs a pickup for its day: the order's slip is among that day's.
  await openPage(page, `/office/packing?day=${day}&section=slips`, { heading: 'Farm office' });
  await signIn(page, account);
  const slip = page.getByTestId('packing-slip').filter({ hasText: number });
  await expect(slip).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(slip).toContainText('Petra Pickwell');
  await expect(slip).toContainText('Green Apples');
});

test('the checkout names the line that asks for more apples than are left, before Pay, and Pay is refused in the same words', async ({
  page,
  ownStock,
}) => {
  await ownStock.set(GREEN_APPLES, { onHand: 1, soldOut: false });
  const sentence = `Only 1 ${GREEN_APPLES.title} left.`;
  // Three in the cart from an earlier visit: the product page itself would not add more than is left.
  await seedCart(page, [{ id: GREEN_APPLES.id, title: GREEN_APPLES.title, price: 4.25, quantity: 3, thumb: 'green-apple.svg' }]);
  await openPage(page, '/checkout', { heading: 'Checkout' });
  const line = page.getByTestId('checkout-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('checkout-shortfall')).toHaveText(`${sentence} Change it in your cart`);
  await expect(line.getByRole('link', { name: 'Change it in your cart' })).toHaveAttribute('href', '/cart');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'sideways scrolling').toBeLessThanOrEqual(0);

  await fillBilling(page);
  await payButton(page).click();
  await expect(toast(page, 'error', sentence)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(line.getByTestId('checkout-shortfall')).toContainText(sentence);
});
