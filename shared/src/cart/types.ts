import type { Observable } from 'rxjs';
import type { CartItem, NewCartItem } from 'contract';

export interface CartBus {
  /** Current lines, newest last. Emits on every change, including changes made in another tab. */
  readonly items$: Observable<readonly CartItem[]>;
  /** Total item quantity (the header badge). */
  readonly count$: Observable<number>;
  /** Order total in integer cents. */
  readonly totalCents$: Observable<number>;
  getItems(): readonly CartItem[];
  has(id: number): boolean;
  /** Adds a line; the same id already present grows by the added quantity, up to MAX_LINE_QUANTITY. */
  add(item: NewCartItem): void;
  remove(id: number): void;
  /** Sets a line's quantity; values that are not whole numbers from 1 to MAX_LINE_QUANTITY are ignored. */
  setQuantity(id: number, quantity: number): void;
  clear(): void;
  /** Stops listening to other tabs (tests and teardown). */
  dispose(): void;
}
