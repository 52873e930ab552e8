import type { Page } from '@playwright/test';

export interface StoredLine {
  id: number;
  title: string;
  price: number;
  quantity: number;
  thumb: string;
}

export const TOMATOES: StoredLine = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, quantity: 2, thumb: 'tomato.svg' };

/** Puts a cart into localStorage as a previous visit would have left it, then reloads. */
export async function seedCart(page: Page, lines: StoredLine[]) {
  await page.evaluate((value) => localStorage.setItem('terra-verde:cartState', JSON.stringify(value)), lines);
  await page.reload();
}
