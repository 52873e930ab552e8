import type { Page } from '@playwright/test';
import { CART_STORAGE_KEY, type CartItem } from 'contract';
import { expect } from './fixtures';
import { toast } from './toast';

/**
 * The cart as the tests see it: the lines a shopper leaves in it, the cart a previous visit left
 * in the browser, what is stored now, and the header's badge. The key and the line are the cart
 * bus's own (docs/product.md#stored-cart).
 */
export type { CartItem };

/** Catalogue products, priced and named as adding them on their product pages stores them. */
export const TOMATOES: CartItem = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, quantity: 2, thumb: 'tomato.svg' };
export const CARROTS: CartItem = { id: 3, title: 'Rainbow Carrots', price: 3.2, quantity: 1, thumb: 'carrot.svg' };

/** Two products, three items. */
export const TWO_PRODUCTS: readonly CartItem[] = [TOMATOES, CARROTS];

/** Set in the tab's sessionStorage once its cart is in place: later pages see what the site did to it. */
const PLACED = 'e2e:cart-placed';

/** Before the tab's next page loads, stores `stored` as its cart, or removes it for null. Once per tab. */
async function beforeNextPage(page: Page, stored: string | null) {
  await page.addInitScript(
    ({ key, placed, stored }) => {
      // Only the page itself: frames (the video host's) keep their own storage.
      if (window !== window.top || sessionStorage.getItem(placed)) return;
      sessionStorage.setItem(placed, '1');
      if (stored === null) localStorage.removeItem(key);
      else localStorage.setItem(key, stored);
    },
    { key: CART_STORAGE_KEY, placed: PLACED, stored },
  );
}

/**
 * Leaves a cart as a previous visit would have: the tab's next page starts with these lines (or
 * this text as it is, such as corrupt JSON). Only once per tab, so a reload or the next page
 * shows what the site itself then did to the cart.
 */
export async function seedCart(page: Page, cart: readonly CartItem[] | string) {
  await beforeNextPage(page, typeof cart === 'string' ? cart : JSON.stringify(cart));
}

/** The tab's next page starts with no stored cart, as a first visit does. Only once per tab. */
export async function clearCart(page: Page) {
  await beforeNextPage(page, null);
}

/** The stored cart of the open page, parsed (null when there is none). */
export async function readCart(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CART_STORAGE_KEY);
}

/** The header's cart badge. */
export const cartBadge = (page: Page) => page.getByTestId('cart-count');

/** Adds a product the way a shopper does: on its page, with a quantity. */
export async function addOnProductPage(page: Page, slug: string, quantity: number) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(toast(page, 'success', 'Product added successfully').first()).toBeVisible();
}
