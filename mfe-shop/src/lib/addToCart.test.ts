import { createCartBus, notify } from 'shared';
import { findProductById } from 'contract';
import { addToCart } from './addToCart';

describe('addToCart', () => {
  const product = findProductById(3)!;
  let warning: jest.SpyInstance;
  let success: jest.SpyInstance;

  beforeEach(() => {
    warning = jest.spyOn(notify, 'warning').mockImplementation(() => 0 as never);
    success = jest.spyOn(notify, 'success').mockImplementation(() => 0 as never);
  });
  afterEach(() => jest.restoreAllMocks());

  const newBus = () => createCartBus({ storage: null });

  it('adds the product with the chosen quantity', () => {
    const bus = newBus();
    expect(addToCart(product, '3', undefined, bus)).toBe('added');
    expect(bus.getItems()).toEqual([{ id: 3, title: 'Rainbow Carrots', price: 3.2, thumb: 'carrot.svg', quantity: 3 }]);
    expect(success).toHaveBeenCalledWith('Product added successfully');
  });

  it('refuses a product already in the cart', () => {
    const bus = newBus();
    addToCart(product, '1', undefined, bus);
    expect(addToCart(product, '2', undefined, bus)).toBe('already-in-cart');
    expect(bus.getItems()[0].quantity).toBe(1);
    expect(warning).toHaveBeenCalledWith('Product already in cart');
  });

  it.each(['0', '1.5', ''])('refuses the quantity %p', (raw) => {
    const bus = newBus();
    expect(addToCart(product, raw, undefined, bus)).toBe('invalid-quantity');
    expect(bus.getItems()).toEqual([]);
    expect(warning).toHaveBeenCalledWith('Please enter a valid quantity');
  });

  it('adds up to what is left, when the page knows it', () => {
    const bus = newBus();
    expect(addToCart(product, '4', 3, bus)).toBe('not-enough-left');
    expect(warning).toHaveBeenCalledWith('Only 3 Rainbow Carrots left.');
    expect(addToCart(product, '3', 3, bus)).toBe('added');
    expect(bus.getItems()[0].quantity).toBe(3);
  });

  it('refuses a sold-out product, and adds freely when not counted', () => {
    const bus = newBus();
    expect(addToCart(product, '1', 0, bus)).toBe('not-enough-left');
    expect(warning).toHaveBeenCalledWith('Rainbow Carrots: sold out, none left.');
    expect(addToCart(product, '40', null, bus)).toBe('added');
  });
});
