import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A toast the site shows, of one kind, holding `text` when given. */
export const toast = (page: Page, kind: 'success' | 'info' | 'warning' | 'error', text?: string) =>
  page.locator(`.Toastify__toast--${kind}`, { hasText: text });

/**
 * From the next page on, keeps every toast on screen, for a test that acts while one shows and
 * may take as long as a busy machine needs: toasts pause while the window has lost focus
 * (TOAST_CONTAINER_PROPS.pauseOnFocusLoss in shared), and a toast starts its 5 s clock once it has
 * slid in, so the page is told right then that it lost focus.
 */
export const holdToasts = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('animationend', (event) => {
      if (event.target instanceof Element && event.target.classList.contains('Toastify__toast')) window.dispatchEvent(new Event('blur'));
    });
  });

/**
 * Waits until `toast` shows and has finished sliding in. Its entrance fades it in from
 * transparent, so a check of its colours (axe's contrast) made halfway reads a pale toast.
 */
export async function settledToast(toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}
