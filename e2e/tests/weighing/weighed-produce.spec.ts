import type { APIRequestContext } from '@playwright/test';
import { API_PATHS, pathWith, weightWords, type PackingDay, type StaffOrder } from 'contract';
import { ADMIN_TOKEN } from '../../support/adminToken';
import { seedCart, type CartItem } from '../../support/cart';
import { fillBilling, payButton, SUCCESS_URL } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { messageTo } from '../../support/mailbox';
import { createStaffAccount, signIn } from '../../support/officeAccount';
import { expectAccessibleAndNarrow } from '../../support/officeChecks';
import { openPage, PAGE_ARRIVAL_MS } from '../../support/pages';

/**
 * Produce sold by weight against the real service (docs/product.md#sold-by-weight): a script marks
 * the tomatoes weighed through the admin API; a shopper buys them with grapes sold by the piece and
 * is told the estimate and the hold; the test payment page places a hold; the farm weighs the
 * tomatoes in the office, the exact amount is charged, and the shopper's e-mail, the order page
 * and the packing list say so. Marking a product weighed changes every page and checkout that
 * shows it, so this suite runs in a project of its own after the others (playwright.config.ts) and
 * sells the tomatoes by the piece again when it ends.
 */
test.describe.configure({ mode: 'serial' });
test.slow();

const TOMATOES_ID = 1;
/** Two tomatoes of about 1 kg at $6.30 each: $6.30/kg. */
const TOMATOES: CartItem = { id: TOMATOES_ID, title: 'Heirloom Tomatoes', price: 6.3, quantity: 2, thumb: 'tomato.svg' };
const GRAPES: CartItem = { id: 18, title: 'Seedless Grapes', price: 6.6, quantity: 1, thumb: 'grapes.svg' };

const sellTomatoes = async (request: APIRequestContext, soldByWeight: { estimatedGrams: number } | null) => {
  const response = await request.put(pathWith(API_PATHS.adminProduct, { productId: String(TOMATOES_ID) }), {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { soldByWeight },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test.beforeAll(async ({ request }) => sellTomatoes(request, { estimatedGrams: 1000 }));
test.afterAll(async ({ request }) => sellTomatoes(request, null));

test("the product's page gives the price per kilo, in its HTML and its JSON-LD", async ({ page }) => {
  // The shell's server reuses the service's availability for up to 5 s (docs/decisions/live-availability.md).
  await expect(async () => {
    await openPage(page, '/product/heirloom-tomatoes');
    await expect(page.getByText('$6.30/kg · about 1 kg each').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('about $6.30').first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const unitPrice = jsonLd
    .map((text) => JSON.parse(text) as unknown)
    .find((data) => JSON.stringify(data).includes('UnitPriceSpecification'));
  expect(JSON.stringify(unitPrice)).toContain('"unitCode":"KGM"');
});

test('a shopper is held the estimate plus the buffer; the farm weighs; the exact weight is charged and told', async ({ page, request }) => {
  const shopper = `weighed-${Date.now().toString(36)}@example.com`;
  await seedCart(page, [TOMATOES, GRAPES]);
  await openPage(page, '/checkout', { heading: 'Checkout' });
  await fillBilling(page, { 'First name': 'Pesa', 'Last name': 'Balança', 'E-mail address': shopper });
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText('$6.30/kg · about 1 kg each')).toBeVisible();
  await expect(summary.getByText('Estimated total')).toBeVisible();
  // $12.60 of tomatoes and $6.60 of grapes: $19.20, held with 15 % of the tomatoes' $12.60 ($1.89) above it.
  await expect(page.getByTestId('checkout-total')).toHaveText('$19.20');
  await expect(
    page.getByText('We hold $21.09 on your card and charge the exact weight when we pack your order. The difference is released.'),
  ).toBeVisible();

  await payButton(page).click();
  await expect(page.getByText('This places a hold of $21.09; nothing is charged until the order is weighed.')).toBeVisible({
    timeout: PAGE_ARRIVAL_MS,
  });
  await page.getByRole('button', { name: /\$21\.09/ }).click();
  await expect(page).toHaveURL(SUCCESS_URL, { timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByText(/estimated/i).first()).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  const number = (await page.getByTestId('order-number').textContent())!;
  // The order's own page says the same until the farm weighs it.
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByText('Estimated total')).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByText(/We hold \$21\.09 on your card/)).toBeVisible();

  // The farm weighs the tomatoes at packing: 2.26 kg at $6.30/kg is $14.24; with the grapes, $20.84.
  const account = await createStaffAccount(request, 'weigher');
  await openPage(page, `/office/orders/${number}`, { heading: 'Farm office' });
  await signIn(page, account);
  await expect(page.getByText('Card held $21.09 (estimate $19.20)')).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByRole('button', { name: 'Mark as Packed' })).toHaveCount(0);
  await page.getByLabel('Heirloom Tomatoes, grams').fill('2260');
  await page.getByRole('button', { name: 'Submit weights' }).click();
  await expect(page.getByText('Charged $20.84', { exact: true })).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await expect(page.getByRole('button', { name: 'Mark as Packed' })).toBeVisible();

  const { order } = (await (await page.request.get(`/api/staff/orders/${number}`)).json()) as { order: StaffOrder };
  expect(order.payment).toMatchObject({ state: 'captured', heldCents: 2109, chargedCents: 2084, estimateCents: 1920 });

  // The packing list of the order's day (today's: a delivery with no day booked) gives the
  // tomatoes' estimated and weighed kilos; earlier local runs may have weighed tomatoes today too.
  const packing = (await (await page.request.get('/api/staff/packing')).json()) as PackingDay;
  const weight = packing.lines.find((line) => line.productId === TOMATOES_ID)?.weight;
  expect(weight?.weighedGrams).toBeGreaterThanOrEqual(2260);
  expect(weight?.estimatedGrams).toBeGreaterThanOrEqual(2000);
  await openPage(page, `/office/packing?day=${packing.day}`);
  await expect(page.getByText(weightWords(weight!.weighedGrams)).first()).toBeVisible({ timeout: PAGE_ARRIVAL_MS });

  // The shopper hears the estimate, the weight, the charge and what was released.
  const weighed = await messageTo(shopper, new RegExp(`^Your order ${number} is weighed: \\$20\\.84 charged$`));
  for (const words of ['2.26 kg', '$14.24', '$12.60', '$20.84', '$0.25']) expect(weighed.text).toContain(words);
  const link = /https?:\/\/\S+\/checkout\/order\/[A-Za-z0-9_-]{43}/.exec(weighed.text ?? '')?.[0];
  expect(link, 'the order page link in the e-mail').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('Charged $20.84', { exact: true })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByText(/2\.26 kg/).first()).toBeVisible();
});
