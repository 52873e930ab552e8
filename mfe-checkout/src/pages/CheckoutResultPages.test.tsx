import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cart, notify } from 'shared';
import CheckoutCancelPage from './CheckoutCancelPage';
import CheckoutSuccessPage from './CheckoutSuccessPage';

const TOMATOES = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 };

function renderAt(path: string, page: React.ReactElement) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </StrictMode>,
  );
}

describe('the pages the payment returns to', () => {
  beforeEach(() => {
    cart.clear();
    cart.add(TOMATOES);
  });
  afterEach(() => jest.restoreAllMocks());

  it('success empties the cart and says so exactly once, even under StrictMode', () => {
    const success = jest.spyOn(notify, 'success').mockImplementation(() => 'id');
    renderAt('/checkout/success', <CheckoutSuccessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(cart.getItems()).toEqual([]);
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Payment successful! Your order has been placed.');
  });

  it('cancel keeps the cart, informs once and links back to checkout', () => {
    const info = jest.spyOn(notify, 'info').mockImplementation(() => 'id');
    renderAt('/checkout/cancel', <CheckoutCancelPage />);
    expect(cart.getItems()).toHaveLength(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Payment canceled. You can try again.');
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  });
});
