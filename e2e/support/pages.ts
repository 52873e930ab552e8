import { expect, type Page } from '@playwright/test';

/**
 * Opens a path and waits until its page has arrived (its h1). index.html paints the frame before
 * any JavaScript; its buttons work once React has taken over, which the page's h1 shows.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}
