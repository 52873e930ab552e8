import { expect, type Page } from '@playwright/test';

/** A cart line as the cart bus stores it under 'terra-verde:cartState' (SPEC.md section 3). */
export interface StoredLine {
  id: number;
  title: string;
  price: number;
  quantity: number;
  thumb: string;
}

/** Two catalogue products, as adding them on their product pages leaves them in the cart. */
export const TWO_PRODUCTS: StoredLine[] = [
  { id: 1, title: 'Heirloom Tomatoes', price: 6.3, quantity: 2, thumb: 'tomato.svg' },
  { id: 3, title: 'Rainbow Carrots', price: 3.2, quantity: 1, thumb: 'carrot.svg' },
];

/**
 * Leaves the cart as a previous visit would have, before the next page loads (no extra reload).
 * Only once per tab: later navigations must see what the site itself did to the cart.
 */
export async function putInCart(page: Page, lines: StoredLine[]) {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:cart-seeded')) return;
    sessionStorage.setItem('e2e:cart-seeded', '1');
    localStorage.setItem('terra-verde:cartState', JSON.stringify(value));
  }, lines);
}

export const payButton = (page: Page) => page.getByRole('button', { name: 'Pay with Stripe' });
export const toast = (page: Page, kind: 'success' | 'info' | 'error', text: string) => page.locator(`.Toastify__toast--${kind}`, { hasText: text });

/** The remote arrives after the shell; on a busy machine that can outlast the default expect timeout. */
export async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 20_000 });
}

/** Adds a product the way a shopper does: on its page, with a quantity. */
export async function addOnProductPage(page: Page, slug: string, quantity: number) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.locator('.Toastify__toast--success', { hasText: 'Product added successfully' }).first()).toBeVisible();
}

/** Billing details as a shopper types them (the required fields of the form). */
export const BILLING: Record<string, string> = {
  'First name': 'Ana',
  'Last name': 'Souza',
  'Street address': '12 Orchard Lane',
  'Town / City': 'Guelph',
  'State / County': 'Ontario',
  'Postcode / ZIP': 'N1H 2K3',
  'E-mail address': 'ana@example.com',
};

export const billingForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Billing details' }) });

/** Fills the billing form the way a shopper does, field by field; `details` changes some of them. */
export async function fillBilling(page: Page, details: Record<string, string> = {}) {
  const form = billingForm(page);
  for (const [label, value] of Object.entries({ ...BILLING, ...details })) await form.getByLabel(label).fill(value);
}

/** The success page's address once the payment provider sends the shopper back. */
export const SUCCESS_URL = /\/checkout\/success\?session_id=[A-Za-z0-9_]+$/;
