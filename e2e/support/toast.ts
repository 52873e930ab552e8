import type { Page } from '@playwright/test';

/** A toast the site shows, of one kind, holding `text` when given. */
export const toast = (page: Page, kind: 'success' | 'info' | 'warning' | 'error', text?: string) =>
  page.locator(`.Toastify__toast--${kind}`, { hasText: text });
