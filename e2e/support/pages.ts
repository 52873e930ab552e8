import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { PAGE_ARRIVAL_MS, WAITING_SERVER_PAGE } from './pageHtml';

export { PAGE_ARRIVAL_MS };

/** For tests that open several pages from cold: room for more than one slow arrival. */
export const SLOW_PAGE_TEST_TIMEOUT = 2 * PAGE_ARRIVAL_MS;

interface ExpectedPage {
  /** The page's level-1 heading (a substring, or a pattern); any level-1 heading when left out. */
  heading?: string | RegExp;
}

/**
 * Waits until the page has arrived and is live: its level-1 heading shows (from the server's HTML
 * or rendered by the app), and no page of the server's HTML is still waiting for its code.
 */
async function arrived(page: Page, { heading }: ExpectedPage) {
  const h1 = page.getByRole('heading', heading === undefined ? { level: 1 } : { level: 1, name: heading });
  await expect(h1).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(page.locator(WAITING_SERVER_PAGE)).toHaveCount(0, { timeout: PAGE_ARRIVAL_MS });
}

/** Opens a path and waits until its page has arrived. */
export async function openPage(page: Page, path: string, expected: ExpectedPage = {}) {
  await page.goto(path);
  await arrived(page, expected);
}

/** Reloads the page and waits until it has arrived again. */
export async function reloadPage(page: Page, expected: ExpectedPage = {}) {
  await page.reload();
  await arrived(page, expected);
}

/** What the shell shows in place of a page whose remote cannot be loaded. */
export const unavailableNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
