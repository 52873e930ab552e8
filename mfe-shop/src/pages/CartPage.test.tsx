import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cart } from 'shared';
import { findProductById, toCartItem } from 'contract';
import { givenAvailability } from '../testing/availability';
import CartPage from './CartPage';

describe('the cart page says which line asks for more than is left', () => {
  // Unmounted first: clearing the cart then updates no page.
  afterEach(() => {
    cleanup();
    cart.clear();
  });

  const renderCart = () =>
    render(
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>,
    );

  it('names the line, describes its quantity with it, and sums it up by the checkout; lowering the quantity clears it', () => {
    givenAvailability({ 19: 3, 1: null });
    cart.add(toCartItem(findProductById(1)!, 12));
    cart.add(toCartItem(findProductById(19)!, 4));
    renderCart();

    const row = screen.getByRole('row', { name: /Organic Brown Rice/ });
    expect(within(row).getByText('Only 3 Organic Brown Rice left.')).toBeVisible();
    const quantity = within(row).getByRole('spinbutton', { name: 'Quantity of Organic Brown Rice' });
    expect(quantity).toHaveAccessibleDescription('Only 3 Organic Brown Rice left.');
    expect(quantity).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Only 3 Organic Brown Rice left.');
    // A line not counted asks for as many as it likes.
    expect(within(screen.getByRole('row', { name: /Heirloom Tomatoes/ })).getByRole('spinbutton')).not.toHaveAccessibleDescription();

    act(() => fireEvent.change(quantity, { target: { value: '3' } }));
    expect(screen.queryByText('Only 3 Organic Brown Rice left.')).toBeNull();
    expect(quantity).toBeValid();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  });

  it('says a sold-out line has none left', () => {
    givenAvailability({ 20: 0 });
    cart.add(toCartItem(findProductById(20)!, 1));
    renderCart();
    expect(screen.getByRole('alert')).toHaveTextContent('Heirloom Popcorn Kernels: sold out, none left.');
  });
});

describe('the cart page prices weighed produce by the kilo', () => {
  afterEach(() => {
    cleanup();
    cart.clear();
  });

  const renderCart = () =>
    render(
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>,
    );

  it('says the price per kilo and "about" the line, and makes the total an estimate', () => {
    // Heirloom Tomatoes ($6.30) weighed at about 1 kg a piece; Organic Brown Rice by the piece.
    givenAvailability({ 1: null, 19: null }, { 1: 1000 });
    cart.add(toCartItem(findProductById(1)!, 2));
    cart.add(toCartItem(findProductById(19)!, 1));
    renderCart();

    const tomatoes = screen.getByRole('row', { name: /Heirloom Tomatoes/ });
    expect(within(tomatoes).getByText('$6.30/kg · about 1 kg each')).toBeVisible();
    expect(within(tomatoes).getByText('about $12.60')).toBeVisible();
    const rice = screen.getByRole('row', { name: /Organic Brown Rice/ });
    expect(within(rice).queryByText(/about|\/kg/)).toBeNull();
    expect(screen.getByText('Estimated total')).toBeVisible();
  });

  it('keeps its words for a cart with no weighed line', () => {
    givenAvailability({ 1: null }, {});
    cart.add(toCartItem(findProductById(1)!, 2));
    renderCart();
    expect(within(screen.getByRole('row', { name: /Heirloom Tomatoes/ })).getByText('$12.60')).toBeVisible();
    expect(screen.getByText('Total')).toBeVisible();
    expect(screen.queryByText(/Estimated|about/)).toBeNull();
  });
});
