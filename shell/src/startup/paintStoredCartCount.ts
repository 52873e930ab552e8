/**
 * Runs inline in index.html, right after the painted frame and before the first paint (bundled
 * by scripts/prerender-frame.mjs): the header shows the stored cart's count at once, instead of 0
 * until the app has loaded. It reads the cart with the cart bus's own parser, so both agree.
 */
import { cartCount, parseStoredCart } from 'shared';
import { CART_STORAGE_KEY } from 'contract';
import { cartLabel } from '../layout/cartLabel';
import { STORED_COUNT_ATTRIBUTE } from './frameMarkers';

try {
  const count = cartCount(parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY)).items);
  const badge = document.querySelector(`[${STORED_COUNT_ATTRIBUTE}]`);
  const button = badge?.closest('button');
  if (count > 0 && button && badge) {
    button.setAttribute('aria-label', cartLabel(count));
    badge.textContent = String(count);
  }
} catch {
  // Storage refused (some private modes): the app shows what it can once it has loaded.
}
