import type { Observable } from 'rxjs';

/** One cart line (SPEC.md section 3). price is in dollars, parsed from the catalogue's price text. */
export interface CartItem {
  id: number;
  title: string;
  price: number;
  quantity: number;
  thumb: string;
}

export type NewCartItem = Omit<CartItem, 'quantity'> & { quantity?: number };

export interface CartBus {
  /** Current lines, newest last. Emits on every change, including changes made in another tab. */
  readonly items$: Observable<readonly CartItem[]>;
  /** Total item quantity (the header badge). */
  readonly count$: Observable<number>;
  /** Order total in integer cents. */
  readonly totalCents$: Observable<number>;
  getItems(): readonly CartItem[];
  has(id: number): boolean;
  /** Adds a line; the same id already present grows by the added quantity. */
  add(item: NewCartItem): void;
  remove(id: number): void;
  /** Sets a line's quantity; values under 1 or not whole numbers are ignored. */
  setQuantity(id: number, quantity: number): void;
  clear(): void;
  /** Stops listening to other tabs (tests and teardown). */
  dispose(): void;
}
