import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { cart } from './browserCart';
import { cartCount, cartTotalCents } from './cartBus';
import type { CartBus, CartItem } from './types';

function useObservableValue<T>(source: Observable<T>, getSnapshot: () => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    getSnapshot,
    getSnapshot,
  );
}

export interface CartView {
  items: readonly CartItem[];
  count: number;
  totalCents: number;
  bus: CartBus;
}

/** The cart's lines, count and total, re-rendering on every change (this tab or another). */
export function useCart(bus: CartBus = cart): CartView {
  const items = useObservableValue(bus.items$, bus.getItems);
  return { items, count: cartCount(items), totalCents: cartTotalCents(items), bus };
}
