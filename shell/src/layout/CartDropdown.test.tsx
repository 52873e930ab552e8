import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { cart } from 'shared';
import { AVAILABILITY_SNAPSHOT_ID } from 'contract';
import { CartDropdown } from './CartDropdown';

function renderDropdown() {
  return render(
    <MemoryRouter>
      <CartDropdown />
      <ToastContainer />
    </MemoryRouter>,
  );
}

describe('cart dropdown', () => {
  beforeEach(() => act(() => cart.clear()));

  it('says the cart is empty', async () => {
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
  });

  it('shows the badge count, lines and a two-decimal total as the cart changes', async () => {
    renderDropdown();
    act(() => {
      cart.add({ id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 });
      cart.add({ id: 2, title: 'Crisp Red Apples', price: 4.5, thumb: 'red-apple.svg' });
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    const panel = screen.getByTestId('cart-dropdown');
    expect(within(panel).getByText('Heirloom Tomatoes')).toBeInTheDocument();
    expect(within(panel).getByText('2 × $6.30')).toBeInTheDocument();
    expect(screen.getByTestId('cart-dropdown-total')).toHaveTextContent('$17.10');
    expect(within(panel).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(within(panel).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('removes a line and says so', async () => {
    renderDropdown();
    act(() => cart.add({ id: 2, title: 'Crisp Red Apples', price: 4.5, thumb: 'red-apple.svg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Crisp Red Apples from cart' }));
    expect(cart.getItems()).toEqual([]);
    expect(await screen.findByText('Product removed from cart')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    renderDropdown();
    const toggle = screen.getByRole('button', { name: 'Cart, 0 items' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('cart dropdown with weighed produce', () => {
  /** The page's availability snapshot (as the shell's server embeds it), the service then silent. */
  function givenWeighed(productId: number, estimatedGrams: number) {
    globalThis.fetch = (() => new Promise<never>(() => undefined)) as unknown as typeof fetch;
    const snapshot = Object.assign(document.createElement('script'), { type: 'application/json', id: AVAILABILITY_SNAPSHOT_ID });
    snapshot.textContent = JSON.stringify({
      products: [
        { productId, left: null, soldByWeight: { estimatedGrams } },
        { productId: 2, left: null, soldByWeight: null },
      ],
      holdBufferPercent: 15,
    });
    document.body.append(snapshot);
  }

  beforeEach(() => act(() => cart.clear()));
  afterEach(() => document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.remove());

  it('says "about" a weighed line’s price, and that the total is an estimate', async () => {
    givenWeighed(1, 1000);
    renderDropdown();
    act(() => {
      cart.add({ id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 });
      cart.add({ id: 2, title: 'Crisp Red Apples', price: 4.5, thumb: 'red-apple.svg' });
    });
    const panel = screen.getByTestId('cart-dropdown');
    expect(within(panel).getByText('2 × about $6.30')).toBeInTheDocument();
    expect(within(panel).getByText('1 × $4.50')).toBeInTheDocument();
    expect(within(panel).getByText('Estimated total:')).toBeInTheDocument();
    expect(screen.getByTestId('cart-dropdown-total')).toHaveTextContent('$17.10');
  });
});
