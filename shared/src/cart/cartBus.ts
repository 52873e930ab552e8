import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs';
import { dollarsToCents } from '../money';
import { MAX_LINE_QUANTITY, type CartBus, type CartItem, type NewCartItem } from './types';
import { parseStoredCart } from './validate';

export const CART_STORAGE_KEY = 'terra-verde:cartState';

export interface CartBusOptions {
  /** Where the cart is kept; null keeps it in memory only. */
  storage: Storage | null;
  /** The window whose `storage` events carry other tabs' changes. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /**
   * When to start listening to other tabs (default: at once). The first `storage` listener costs
   * the browser a synchronous round trip, so the page's cart waits for an idle moment; it then
   * takes whatever another tab stored in between.
   */
  listenWhen?: (startListening: () => void) => void;
  key?: string;
  /** Told once about unreadable or unwritable storage. */
  warn?: (message: string) => void;
}

/** One line's amount in integer cents: unit price times quantity. */
export function lineTotalCents(item: CartItem): number {
  return dollarsToCents(item.price) * item.quantity;
}

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function createCartBus({ storage, eventTarget = null, key = CART_STORAGE_KEY, warn = console.warn, listenWhen = (start) => start() }: CartBusOptions): CartBus {
  let warned = false;
  const warnOnce = (message: string) => {
    if (warned) return;
    warned = true;
    warn(`[cart] ${message}; the cart keeps working in memory.`);
  };

  const read = (): CartItem[] => {
    if (!storage) return [];
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      warnOnce('local storage cannot be read');
      return [];
    }
    const { items, problem } = parseStoredCart(raw);
    if (problem) warnOnce(problem);
    return items;
  };

  const subject = new BehaviorSubject<readonly CartItem[]>(read());

  const commit = (items: readonly CartItem[]) => {
    subject.next(items);
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify(items));
    } catch {
      warnOnce('local storage cannot be written');
    }
  };

  const onStorage = (event: Event) => {
    const { key: changedKey, newValue, storageArea } = event as StorageEvent;
    // Another tab's sessionStorage is not where the cart lives.
    if (storageArea && storage && storageArea !== storage) return;
    if (changedKey !== key && changedKey !== null) return;
    const { items } = parseStoredCart(newValue);
    subject.next(items);
  };
  let disposed = false;
  listenWhen(() => {
    if (!eventTarget || disposed) return;
    eventTarget.addEventListener('storage', onStorage);
    const stored = read();
    if (JSON.stringify(stored) !== JSON.stringify(subject.getValue())) subject.next(stored);
  });

  const isQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY;

  return {
    items$: subject.asObservable(),
    count$: subject.pipe(map(cartCount), distinctUntilChanged()),
    totalCents$: subject.pipe(map(cartTotalCents), distinctUntilChanged()),
    getItems: () => subject.getValue(),
    has: (id) => subject.getValue().some((item) => item.id === id),
    add({ quantity = 1, ...item }) {
      if (!isQuantity(quantity)) return;
      const items = subject.getValue();
      const existing = items.find((line) => line.id === item.id);
      commit(
        existing
          ? items.map((line) => (line.id === item.id ? { ...line, quantity: Math.min(line.quantity + quantity, MAX_LINE_QUANTITY) } : line))
          : [...items, { ...item, quantity }],
      );
    },
    remove(id) {
      commit(subject.getValue().filter((line) => line.id !== id));
    },
    setQuantity(id, quantity) {
      if (!isQuantity(quantity)) return;
      commit(subject.getValue().map((line) => (line.id === id ? { ...line, quantity } : line)));
    },
    clear() {
      commit([]);
    },
    dispose() {
      disposed = true;
      eventTarget?.removeEventListener('storage', onStorage);
    },
  };
}

export type { NewCartItem };
