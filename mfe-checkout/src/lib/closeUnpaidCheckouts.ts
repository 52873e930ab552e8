import { API_PATHS } from 'contract';

/**
 * The shopper came back from the payment page without paying: the service closes this browser's
 * unpaid checkouts (its checkout cookie says which) so their stock is for sale again at once,
 * rather than after their half hour (docs/product.md#stock). Nothing to show: the cart stays, and a
 * failed call only means the stock comes back at the end of the hold, as before.
 */
export function closeUnpaidCheckouts(): void {
  if (typeof fetch !== 'function') return;
  // The answer is read to its end: Chromium counts a response whose body nobody reads as still
  // loading, so the page would never be idle for its own tools (or a test's waitForLoadState).
  fetch(API_PATHS.checkoutCancel, { method: 'POST', credentials: 'same-origin' })
    .then((response) => response.json())
    .catch(() => undefined);
}
