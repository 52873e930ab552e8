import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cart, notify } from 'shared';
import { findProductById } from 'contract';
import { givenAvailability, givenNoAvailability } from '../testing/availability';
import { ProductSummary } from './ProductSummary';

describe('a product page says what is left', () => {
  const rice = findProductById(19)!;
  const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
  const label = (container: HTMLElement) => container.querySelector('[data-stock-label="19"]')!;

  afterEach(() => {
    cleanup();
    cart.clear();
    jest.restoreAllMocks();
  });

  it.each([
    [null, 'In Stock'],
    [40, 'In Stock'],
    [3, 'Only 3 left'],
  ])('left %p: says %p, Add to cart open and described by it', (left, text) => {
    givenAvailability({ 19: left });
    const { container } = render(<ProductSummary product={rice} />);
    expect(label(container)).toHaveTextContent(new RegExp(`^${text}$`));
    expect(addButton()).toBeEnabled();
    expect(addButton()).toHaveAccessibleDescription(text);
    expect(addButton()).toHaveAttribute('data-stock-gate', '19');
  });

  it('sold out: says so, and Add to cart is disabled with that reason', () => {
    givenAvailability({ 19: 0 });
    const { container } = render(<ProductSummary product={rice} />);
    expect(label(container)).toHaveTextContent(/^Sold out$/);
    expect(label(container)).toHaveAttribute('data-stock-state', 'sold_out');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Sold out');
  });

  it('unknown: claims nothing, and lets the shopper add', () => {
    givenNoAvailability();
    const { container } = render(<ProductSummary product={rice} />);
    expect(label(container)).toBeEmptyDOMElement();
    expect(label(container)).not.toHaveAttribute('data-stock-state');
    expect(screen.queryByText('In Stock')).toBeNull();
    expect(addButton()).toBeEnabled();
  });

  it('counts up to what is left, and adds no more', () => {
    givenAvailability({ 19: 3 });
    const warning = jest.spyOn(notify, 'warning').mockImplementation(() => 0 as never);
    jest.spyOn(notify, 'success').mockImplementation(() => 0 as never);
    render(<ProductSummary product={rice} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(3);

    fireEvent.change(quantity, { target: { value: '4' } });
    act(() => fireEvent.click(addButton()));
    expect(warning).toHaveBeenCalledWith('Only 3 Organic Brown Rice left.');
    expect(cart.getItems()).toEqual([]);
  });
});
