import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { cart } from './browserCart';
import { cartCount, cartTotalCents } from './cartBus';
import type { CartBus, CartItem } from './types';

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

export interface CartView {
  items: readonly CartItem[];
  count: number;
  totalCents: number;
  bus: CartBus;
}

/** The cart's lines, count and total, re-rendering on every change (this tab or another). */
export function useCart(bus: CartBus = cart): CartView {
  const items = useObservableValue(bus.items$, bus.getItems, noItems);
  return { items, count: cartCount(items), totalCents: cartTotalCents(items), bus };
}
