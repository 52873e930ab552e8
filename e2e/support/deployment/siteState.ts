import type { Page } from '@playwright/test';

/** A remote's first page pulls a dozen files from another host: allow for a busy CI machine. */
export const REMOTE_LOAD_MS = 30_000;

export const CART_KEY = 'terra-verde:cartState';

/** Two catalogue lines, three items: what a shopper has in the cart before a redeploy. */
export const SAMPLE_CART = [
  { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 },
  { id: 2, title: 'Crisp Red Apples', price: 4.5, thumb: 'red-apple.svg', quantity: 1 },
];

export async function putCart(page: Page, items: unknown): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_KEY, JSON.stringify(items)] as const);
}

export async function readCart(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CART_KEY);
}

/** The 'temporarily unavailable' state the shell shows in place of a remote's pages. */
export const unavailableNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
