import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/**
 * Opens a farm page and waits until its remote has rendered the page heading. The first render
 * loads the shell and the remote, which on a busy CI machine can take far longer than one
 * expect timeout; every later step uses the normal timeouts.
 */
export async function openFarmPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached({ timeout: 60_000 });
}

/** Reload and wait the same way. */
export async function reloadFarmPage(page: Page, heading: string | RegExp) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached({ timeout: 60_000 });
}

export const SLOW_PAGE_TEST_TIMEOUT = 120_000;
