import { firstValueFrom } from 'rxjs';
import { CART_STORAGE_KEY, createCartBus } from './cartBus';
import { MAX_LINE_QUANTITY, type CartItem } from './types';

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

  it('reports count and a total in integer cents without float noise', async () => {
    const bus = createCartBus({ storage: new MemoryStorage() });
    bus.add({ ...tomato, id: 10, price: 0.1, quantity: 3 });
    bus.add({ ...apple, price: 0.2 });
    expect(await firstValueFrom(bus.count$)).toBe(4);
    expect(await firstValueFrom(bus.totalCents$)).toBe(50);
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
    target.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY, newValue: JSON.stringify([{ ...apple, quantity: 4 }]) }));
    expect(bus.getItems()).toEqual([{ ...apple, quantity: 4 }]);
  });
});
