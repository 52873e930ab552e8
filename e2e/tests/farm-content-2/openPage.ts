import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/**
 * Opens a farm page and waits until its banner heading shows. The page arrives through the
 * shell and the farm-content remote, so its first render takes longer than later checks.
 */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}
