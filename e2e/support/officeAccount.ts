import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from './adminToken';
import type { CartItem } from './cart';
import { seedCart } from './cart';
import { fillBilling, payButton, SUCCESS_URL } from './checkout';
import { openPage, PAGE_ARRIVAL_MS } from './pages';

/**
 * The farm office against the real checkout-service: a staff account made as a script makes one
 * (`POST /api/admin/staff` with the admin token, what `npm run staff -- add` does for a running
 * service), and orders paid through the shop as a shopper pays.
 */

export interface StaffAccount {
  email: string;
  password: string;
}

/** A new account for this test: the local store outlives a run, so each run has its own e-mail. */
export async function createStaffAccount(request: APIRequestContext, name: string): Promise<StaffAccount> {
  const account = { email: `${name}-${Date.now().toString(36)}@terraverde.farm`, password: 'packing-shed-password' };
  const response = await request.post('/api/admin/staff', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Signs in on the office's form, as the staff member types it. */
export async function signIn(page: Page, account: StaffAccount) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Pays for `cart` through the checkout and the local test-payment page; returns the order's number. */
export async function payForCart(page: Page, cart: readonly CartItem[], billing: Record<string, string>): Promise<string> {
  await seedCart(page, cart);
  await openPage(page, '/checkout', { heading: 'Checkout' });
  await expect(page.getByTestId('checkout-line')).toHaveCount(cart.length);
  await fillBilling(page, billing);
  await payButton(page).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(SUCCESS_URL, { timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  return (await page.getByTestId('order-number').textContent())!;
}
