import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs';
import { lineTotalCents, reconcileWithCatalogue, UNAVAILABLE_REMOVED } from './catalogueLines';
import { CART_STORAGE_KEY, type CartItem, MAX_LINE_QUANTITY } from 'contract';
import { type CartBus } from './types';
import { parseStoredCart } from './validate';

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
  /** Tells the shopper, once, that the stored cart held products the catalogue no longer has. */
  notice?: (message: string) => void;
}

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function createCartBus({
  storage,
  eventTarget = null,
  key = CART_STORAGE_KEY,
  warn = console.warn,
  notice = () => undefined,
  listenWhen = (start) => start(),
}: CartBusOptions): CartBus {
  let warned = false;
  const warnOnce = (message: string) => {
    if (warned) return;
    warned = true;
    warn(`[cart] ${message}; the cart keeps working in memory.`);
  };

  /** What storage holds, and the cart the catalogue makes of it. */
  const read = (): { stored: CartItem[]; items: CartItem[] } => {
    if (!storage) return { stored: [], items: [] };
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      warnOnce('local storage cannot be read');
      return { stored: [], items: [] };
    }
    const { items: stored, problem } = parseStoredCart(raw);
    if (problem) warnOnce(problem);
    const { items, removed } = reconcileWithCatalogue(stored);
    if (removed > 0) noticeOnce();
    return { stored, items };
  };
  let noticed = false;
  const noticeOnce = () => {
    if (noticed) return;
    noticed = true;
    notice(UNAVAILABLE_REMOVED);
  };

  const loaded = read();
  const subject = new BehaviorSubject<readonly CartItem[]>(loaded.items);

  const commit = (items: readonly CartItem[]) => {
    subject.next(items);
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify(items));
    } catch {
      warnOnce('local storage cannot be written');
    }
  };

  // The stored cart is rewritten as the catalogue made it: no unknown, repeated or mispriced lines.
  if (JSON.stringify(loaded.items) !== JSON.stringify(loaded.stored)) commit(loaded.items);

  const onStorage = (event: Event) => {
    const { key: changedKey, newValue, storageArea } = event as StorageEvent;
    // Another tab's sessionStorage is not where the cart lives.
    if (storageArea && storage && storageArea !== storage) return;
    if (changedKey !== key && changedKey !== null) return;
    subject.next(reconcileWithCatalogue(parseStoredCart(newValue).items).items);
  };
  let disposed = false;
  // Other tabs are heard only where there is a window: on the server nothing is scheduled.
  if (eventTarget) {
    listenWhen(() => {
      if (disposed) return;
      eventTarget.addEventListener('storage', onStorage);
      const { items } = read();
      if (JSON.stringify(items) !== JSON.stringify(subject.getValue())) subject.next(items);
    });
  }

  const isQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY;

  return {
    items$: subject.asObservable(),
    count$: subject.pipe(map(cartCount), distinctUntilChanged()),
    totalCents$: subject.pipe(map(cartTotalCents), distinctUntilChanged()),
    getItems: () => subject.getValue(),
    has: (id) => subject.getValue().some((item) => item.id === id),
    add({ quantity = 1, ...item }) {
      if (!isQuantity(quantity)) return;
      // The catalogue names and prices the line; a product it does not have cannot be bought.
      const { items, removed } = reconcileWithCatalogue([...subject.getValue(), { id: item.id, quantity }]);
      if (removed === 0) commit(items);
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
