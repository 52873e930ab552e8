import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { cart } from './browserCart';
import { cartCount, cartTotalCents } from './cartBus';
import type { CartBus } from './types';
import type { CartItem } from 'contract';

function useObservableValue<T>(source: Observable<T>, getSnapshot: () => T, getServerSnapshot: () => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    getSnapshot,
    getServerSnapshot,
  );
}

/** HTML made at build time has no visitor, so no cart: hydration starts from the same, then shows the stored one. */
const NO_ITEMS: readonly CartItem[] = [];
const noItems = () => NO_ITEMS;
const subscribeNever = () => () => undefined;

export interface CartView {
  /**
   * Whether this is the visitor's own cart. Not in HTML made at build time, nor while the browser
   * takes that HTML over: a page then says the cart is loading rather than empty.
   */
  known: boolean;
  items: readonly CartItem[];
  count: number;
  totalCents: number;
  bus: CartBus;
}

/** The cart's lines, count and total, re-rendering on every change (this tab or another). */
export function useCart(bus: CartBus = cart): CartView {
  const items = useObservableValue(bus.items$, bus.getItems, noItems);
  const known = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return { known, items, count: cartCount(items), totalCents: cartTotalCents(items), bus };
}
