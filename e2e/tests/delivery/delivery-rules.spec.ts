import type { APIRequestContext } from '@playwright/test';
import { API_PATHS, NO_DELIVERY_RULES, type DeliveryRules, type OrderSummary, type StaffOrder } from 'contract';
import { ADMIN_TOKEN } from '../../support/adminToken';
import { seedCart, type CartItem } from '../../support/cart';
import { billingForm, fillBilling, payButton, SUCCESS_URL } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { expectAccessibleAndNarrow } from '../../support/officeChecks';
import { createStaffAccount, signIn } from '../../support/officeAccount';
import { openPage, PAGE_ARRIVAL_MS } from '../../support/pages';

/**
 * The farm's delivery rules against the real service (docs/product.md#delivery-rules): set by a
 * script through the admin API, they price a delivery to the island and book its day, send a
 * postcode elsewhere to pickup, refuse a basket under the minimum, and show the booking on the
 * office's Delivery screen. The rules apply to the whole site, so this suite runs in a project of
 * its own after every other (playwright.config.ts), and puts back "no rules" when it ends.
 */
test.describe.configure({ mode: 'serial' });
// Payments through the test page and the office on a busy machine.
test.slow();

/** Every day of the week and no cut-off, so the island has days to offer whatever day the suite runs. */
const RULES: DeliveryRules = {
  minimumOrderCents: 1500,
  closedDays: [],
  pickup: { capacityPerDay: null, cutoffHour: 24 },
  zones: [
    {
      name: 'Island',
      postcodePrefixes: ['8801', '8802', '8803', '8804', '8805', '8806'],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      feeCents: 800,
      freeFromCents: 6000,
      cutoffHour: 24,
      capacityPerDay: 25,
    },
  ],
};

const setRules = async (request: APIRequestContext, rules: DeliveryRules) => {
  const response = await request.put(API_PATHS.adminDelivery, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data: rules });
  expect(response.status(), await response.text()).toBe(200);
};

test.beforeAll(async ({ request }) => setRules(request, RULES));
test.afterAll(async ({ request }) => setRules(request, NO_DELIVERY_RULES));

/** Three bunches of grapes: $19.80, over the minimum and under the free threshold. */
const GRAPES: CartItem = { id: 18, title: 'Seedless Grapes', price: 6.6, quantity: 3, thumb: 'grapes.svg' };

test('a postcode on the island shows the fee and the days, and the payment is the basket plus the fee', async ({ page, request }) => {
  await seedCart(page, [GRAPES]);
  await openPage(page, '/checkout', { heading: 'Checkout' });
  await fillBilling(page, { 'First name': 'Ilha', 'Last name': 'Rules', 'Postcode / ZIP': '88015-400' });
  await expect(page.getByText('Delivery (Island): $8.00')).toBeVisible();
  const days = page.getByRole('group', { name: /^Delivery day/ });
  await days.getByRole('radio').first().check();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('definition').filter({ hasText: '$8.00' })).toBeVisible();
  await expect(summary.getByText('Add $40.20 for free delivery')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$27.80');
  await payButton(page).click();
  await page.getByRole('button', { name: 'Pay $27.80' }).click();
  await expect(page).toHaveURL(SUCCESS_URL, { timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByText(/^Delivery on /)).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  const number = (await page.getByTestId('order-number').textContent())!;

  // The office's Delivery screen counts the booking on its day.
  const account = await createStaffAccount(request, 'delivery');
  await openPage(page, '/office/delivery');
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expectAccessibleAndNarrow(page);
  const { order } = (await (await page.request.get(`/api/staff/orders/${number}`)).json()) as { order: StaffOrder };
  expect(order.fulfilment).toMatchObject({ method: 'delivery', zone: 'Island', feeCents: 800 });
  expect(order.totalCents).toBe(2780);
  // Earlier local runs may have booked the same day: the screen counts every live booking on it.
  const day = order.fulfilment.deliveryDay!;
  const booked = (await (await page.request.get(`/api/staff/delivery/bookings?day=${day}`)).json()) as { orders: OrderSummary[] };
  expect(booked.orders.map((booking) => booking.number)).toContain(number);
  const onTheIsland = booked.orders.filter((booking) => booking.fulfilment.zone === 'Island').length;
  const row = page.getByTestId('delivery-day').filter({ has: page.locator(`time[datetime="${day}"]`) });
  await expect(row).toContainText(`${onTheIsland} of 25`);
});

test('a postcode outside every zone is offered pickup, and what was typed stays', async ({ page }) => {
  await seedCart(page, [GRAPES]);
  await openPage(page, '/checkout', { heading: 'Checkout' });
  await fillBilling(page, { 'First name': 'Fora', 'Postcode / ZIP': '90000-000' });
  await expect(page.getByText("We don't deliver to 90000-000 yet. You can pick your order up at the farm.")).toBeVisible();
  await page.getByRole('button', { name: 'Pick up at the farm instead' }).click();
  await expect(page.getByRole('radio', { name: 'Pickup at the farm' })).toBeChecked();
  await expect(billingForm(page).getByLabel('First name')).toHaveValue('Fora');
});

test('a basket under the minimum is told what it lacks, on the cart page and at the checkout, and Pay is refused', async ({ page }) => {
  const sentence = 'Our smallest order is $15.00: add $8.40 more to order.';
  await seedCart(page, [{ ...GRAPES, quantity: 1 }]);
  await openPage(page, '/cart', { heading: 'Cart' });
  await expect(page.getByText(sentence)).toBeVisible();
  await openPage(page, '/checkout', { heading: 'Checkout' });
  await expect(page.getByText(sentence).first()).toBeVisible();
  await fillBilling(page, { 'Postcode / ZIP': '88015-400' });
  await payButton(page).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
