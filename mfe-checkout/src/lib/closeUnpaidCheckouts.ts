import { API_PATHS } from 'shared/src/api';

/**
 * The shopper came back from the payment page without paying: the service closes this browser's
 * unpaid checkouts (its checkout cookie says which) so their stock is for sale again at once,
 * rather than after their half hour (docs/product.md#stock). Nothing to show: the cart stays, and a
 * failed call only means the stock comes back at the end of the hold, as before.
 */
export function closeUnpaidCheckouts(): void {
  if (typeof fetch !== 'function') return;
  fetch(API_PATHS.checkoutCancel, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
