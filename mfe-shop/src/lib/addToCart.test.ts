import { createCartBus, findProductById, notify } from 'shared';
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
    expect(addToCart(product, '3', bus)).toBe('added');
    expect(bus.getItems()).toEqual([{ id: 3, title: 'Rainbow Carrots', price: 3.2, thumb: 'carrot.svg', quantity: 3 }]);
    expect(success).toHaveBeenCalledWith('Product added successfully');
  });

  it('refuses a product already in the cart', () => {
    const bus = newBus();
    addToCart(product, '1', bus);
    expect(addToCart(product, '2', bus)).toBe('already-in-cart');
    expect(bus.getItems()[0].quantity).toBe(1);
    expect(warning).toHaveBeenCalledWith('Product already in cart');
  });

  it.each(['0', '1.5', ''])('refuses the quantity %p', (raw) => {
    const bus = newBus();
    expect(addToCart(product, raw, bus)).toBe('invalid-quantity');
    expect(bus.getItems()).toEqual([]);
    expect(warning).toHaveBeenCalledWith('Please enter a valid quantity');
  });
});
