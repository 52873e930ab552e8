import { firstValueFrom } from 'rxjs';
import { createCartBus } from './cartBus';
import { lineTotalCents, UNAVAILABLE_REMOVED } from './catalogueLines';
import { CART_STORAGE_KEY, MAX_LINE_QUANTITY, type CartItem } from 'contract';

const tomato = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg' };
const apple = { id: 2, title: 'Crisp Red Apples', price: 4.5, thumb: 'red-apple.svg' };

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const throwingStorage = (): Storage =>
  ({
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  }) as unknown as Storage;

describe('cart bus transitions', () => {
  it('starts empty and appends a new product with quantity 1 by default', () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    expect(bus.getItems()).toEqual([]);
    bus.add(tomato);
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: 1 }]);
  });

  it('grows the quantity when the same id is added again', () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add({ ...tomato, quantity: 2 });
    bus.add({ ...tomato, quantity: 3 });
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: 5 }]);
  });

  it('removes by id, sets quantity by id and clears', () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add(tomato);
    bus.add(apple);
    bus.setQuantity(2, 4);
    expect(bus.getItems().find((i) => i.id === 2)?.quantity).toBe(4);
    bus.remove(1);
    expect(bus.getItems().map((i) => i.id)).toEqual([2]);
    bus.clear();
    expect(bus.getItems()).toEqual([]);
  });

  it('ignores quantities under 1 or not whole', () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add(tomato);
    bus.setQuantity(1, 0);
    bus.setQuantity(1, 2.5);
    bus.add({ ...apple, quantity: -1 });
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: 1 }]);
  });

  it('holds at most MAX_LINE_QUANTITY of one product, the most the checkout accepts', () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add({ ...tomato, quantity: 100 });
    expect(bus.getItems()).toEqual([]);
    bus.add({ ...tomato, quantity: 60 });
    bus.add({ ...tomato, quantity: 60 });
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: MAX_LINE_QUANTITY }]);
    bus.setQuantity(1, 5);
    bus.setQuantity(1, MAX_LINE_QUANTITY + 1);
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: 5 }]);
  });

  it('keeps a stored line above the limit, at the limit', () => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...tomato, quantity: 500 }]));
    expect(createCartBus({ storage }).getItems()).toEqual([{ ...tomato, quantity: MAX_LINE_QUANTITY }]);
  });

  it('reports count and a total in integer cents at catalogue prices', async () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add({ ...tomato, quantity: 3 });
    bus.add(apple);
    expect(await firstValueFrom(bus.count$)).toBe(4);
    expect(await firstValueFrom(bus.totalCents$)).toBe(3 * 630 + 450);
  });

  it('names and prices an added line from the catalogue, whatever the caller passed', () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add({ id: 1, title: 'Free tomatoes', price: 0.01, thumb: 'evil.svg', quantity: 2 });
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: 2 }]);
  });

  it('does not add a product the catalogue does not have', () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add(tomato);
    bus.add({ ...tomato, id: 9999 });
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: 1 }]);
  });

  it('knows whether a product is in the cart', () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add(tomato);
    expect(bus.has(1)).toBe(true);
    expect(bus.has(2)).toBe(false);
  });
});

describe('cart persistence', () => {
  it('writes every change under one key and restores it on load', () => {
    const storage = new MemoryStorage();
    const first = createCartBus({ storage });
    first.add({ ...apple, quantity: 2 });
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)).toEqual([{ ...apple, quantity: 2 }]);
    const restored = createCartBus({ storage });
    expect(restored.getItems()).toEqual([{ ...apple, quantity: 2 }]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
    ['lines of the wrong shape', '[{"id":"1","title":3}]'],
    ['a zero quantity', JSON.stringify([{ ...tomato, quantity: 0 }])],
  ])('starts empty and warns once when the stored cart is %s', (_case, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, raw);
    const warn = jest.fn();
    const bus = createCartBus({ storage, warn });
    expect(bus.getItems()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    bus.add(tomato);
    expect(bus.getItems()).toHaveLength(1);
  });

  it('keeps working in memory, warning once, when storage throws', () => {
    const warn = jest.fn();
    const bus = createCartBus({ storage: throwingStorage(), warn });
    bus.add(tomato);
    bus.add(apple);
    expect(bus.getItems().map((i: CartItem) => i.id)).toEqual([1, 2]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('the stored cart against the catalogue', () => {
  const stored = (lines: unknown[]) => {
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    return storage;
  };

  it.each([0.01, 1e308])('shows and totals the catalogue price when the stored price was tampered to %s', async (price) => {
    const storage = stored([{ ...tomato, price, quantity: 2 }]);
    const bus = createCartBus({ storage });
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: 2 }]);
    expect(lineTotalCents(bus.getItems()[0])).toBe(1260);
    expect(await firstValueFrom(bus.totalCents$)).toBe(1260);
    // The stored cart keeps its fields, with the catalogue's values.
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)).toEqual([{ ...tomato, quantity: 2 }]);
  });

  it('removes lines the catalogue no longer has, from storage too, and tells the shopper once', () => {
    const storage = stored([
      { ...tomato, quantity: 1 },
      { ...apple, id: 9001, quantity: 2 },
      { ...apple, id: 9002, quantity: 1 },
    ]);
    const notice = jest.fn();
    const bus = createCartBus({ storage, notice, listenWhen: (start) => start() });
    expect(bus.getItems()).toEqual([{ ...tomato, quantity: 1 }]);
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)).toEqual([{ ...tomato, quantity: 1 }]);
    expect(notice.mock.calls).toEqual([[UNAVAILABLE_REMOVED]]);
    expect(UNAVAILABLE_REMOVED).toBe('Some items are no longer available and were removed from your cart.');
  });

  it('says nothing when every stored line is still in the catalogue', () => {
    const notice = jest.fn();
    createCartBus({ storage: stored([{ ...tomato, quantity: 1 }]), notice });
    expect(notice).not.toHaveBeenCalled();
  });

  it('merges a repeated id into one line, within the quantity limit', () => {
    const storage = stored([
      { ...tomato, quantity: 2 },
      { ...apple, quantity: 1 },
      { ...tomato, quantity: 3 },
    ]);
    expect(createCartBus({ storage }).getItems()).toEqual([
      { ...tomato, quantity: 5 },
      { ...apple, quantity: 1 },
    ]);
    const overfull = stored([
      { ...tomato, quantity: 60 },
      { ...tomato, quantity: 60 },
    ]);
    expect(createCartBus({ storage: overfull }).getItems()).toEqual([{ ...tomato, quantity: MAX_LINE_QUANTITY }]);
  });

  it("prices another tab's lines from the catalogue too", () => {
    const target = new EventTarget();
    const bus = createCartBus({ storage: new MemoryStorage(), eventTarget: target as unknown as Window });
    target.dispatchEvent(
      Object.assign(new Event('storage'), { key: CART_STORAGE_KEY, newValue: JSON.stringify([{ ...apple, price: 0.01, quantity: 1 }]) }),
    );
    expect(bus.getItems()).toEqual([{ ...apple, quantity: 1 }]);
    bus.dispose();
  });
});

describe('cross-tab sync', () => {
  it('takes the cart another tab wrote (the storage event)', () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const bus = createCartBus({ storage, eventTarget: target as unknown as Window });
    const seen: number[] = [];
    bus.count$.subscribe((n) => seen.push(n));
    const otherTab = JSON.stringify([{ ...apple, quantity: 3 }]);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY, newValue: otherTab }));
    expect(bus.getItems()).toEqual([{ ...apple, quantity: 3 }]);
    expect(seen).toEqual([0, 3]);
    bus.dispose();
  });

  it('ignores other keys and empties when another tab clears storage', () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const bus = createCartBus({ storage, eventTarget: target as unknown as Window });
    bus.add(tomato);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else', newValue: '[]' }));
    expect(bus.getItems()).toHaveLength(1);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null, newValue: null }));
    expect(bus.getItems()).toEqual([]);
  });

  it("ignores changes to another storage area (a tab's sessionStorage being cleared)", () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    const bus = createCartBus({ storage, eventTarget: target as unknown as Window });
    bus.add(tomato);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null, newValue: null, storageArea: new MemoryStorage() }));
    expect(bus.getItems()).toHaveLength(1);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null, newValue: null, storageArea: storage }));
    expect(bus.getItems()).toEqual([]);
  });

  it('listens from the moment it is told to, taking what another tab stored before then', () => {
    const storage = new MemoryStorage();
    const target = new EventTarget();
    let startListening = () => {};
    const bus = createCartBus({ storage, eventTarget: target as unknown as Window, listenWhen: (start) => (startListening = start) });
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...apple, quantity: 2 }]));
    expect(bus.getItems()).toEqual([]);
    startListening();
    expect(bus.getItems()).toEqual([{ ...apple, quantity: 2 }]);
    target.dispatchEvent(
      Object.assign(new Event('storage'), { key: CART_STORAGE_KEY, newValue: JSON.stringify([{ ...apple, quantity: 4 }]) }),
    );
    expect(bus.getItems()).toEqual([{ ...apple, quantity: 4 }]);
  });
});
