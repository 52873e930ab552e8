import { useCallback, useDeferredValue, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { FaCartShopping } from 'react-icons/fa6';
import { notify, useCart } from 'shared';
import type { CartItem } from 'contract';
import { cartLabel } from './cartLabel';
import { CartDropdownLines } from './CartDropdownLines';
import { earlyTap, storedCountBadge } from '../startup/frameMarkers';
import { useHydrated } from '../startup/hydration';
import { useOpenOnThisPath } from './useOpenOnThisPath';

const NO_LINES: readonly CartItem[] = [];

/** The header's cart: a badge with the item count and a dropdown of the lines. */
export function CartDropdown() {
  const { items, count, bus } = useCart();
  const [open, setOpen] = useOpenOnThisPath();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const badge = useRef<HTMLSpanElement>(null);
  const hydrated = useHydrated();
  // index.html's frame shows an empty cart (its count comes from storage, painted before the app).
  // The panel's lines follow a change once the badge has been painted: a tap on Add to cart
  // answers with the new count first (docs/operations.md#responsiveness-inp).
  const lines = useDeferredValue(hydrated ? items : NO_LINES);

  // The painted count is the stored cart's, before the catalogue has checked it; hydration keeps
  // painted values, so once it ends they are set to what this component rendered (the same, but
  // for a stored line the catalogue no longer has).
  useEffect(() => {
    if (!hydrated) return;
    toggle.current?.setAttribute('aria-label', cartLabel(count));
    if (badge.current) badge.current.textContent = String(count);
    // Only when hydration ends, so not on `count`: React keeps both up to date after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Focus must not stay on a link that is being hidden.
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  const remove = useCallback(
    (id: number) => {
      bus.remove(id);
      notify.error('Product removed from cart');
    },
    [bus],
  );

  return (
    <div className="shell-cart" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="tv-round-icon shell-icon-button shell-cart__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={cartLabel(count)}
        onClick={() => setOpen((o) => !o)}
        {...earlyTap('cart')}
      >
        <FaCartShopping aria-hidden />
        {/* The count in index.html was painted from storage by an inline script (paintStoredCartCount). */}
        <span
          ref={badge}
          className="shell-cart__badge"
          data-testid="cart-count"
          aria-hidden="true"
          suppressHydrationWarning
          {...storedCountBadge}
        >
          {count}
        </span>
      </button>
      <div id={panelId} className={`shell-cart__panel${open ? ' is-open' : ''}`} data-testid="cart-dropdown">
        {lines.length === 0 ? (
          <p className="shell-cart__empty">Your cart is empty.</p>
        ) : (
          <CartDropdownLines lines={lines} onRemove={remove} />
        )}
        <div className="shell-cart__actions">
          <Link to="/cart" className="tv-button tv-button--outline">
            Cart
          </Link>
          <Link to="/checkout" className="tv-button">
            Checkout
          </Link>
        </div>
      </div>
    </div>
  );
}
