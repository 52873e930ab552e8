import type { Page } from '@playwright/test';

/** The checkout page's button that starts the payment. */
export const payButton = (page: Page) => page.getByRole('button', { name: 'Pay with Stripe' });

/** Billing details as a shopper types them (the required fields of the form). */
const BILLING: Readonly<Record<string, string>> = {
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
