import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { cart, notify } from 'shared';
import CheckoutPage from './CheckoutPage';

const TOMATOES = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 };

const FILLED: Array<[string, string]> = [
  ['First name', 'Ana'],
  ['Last name', 'Souza'],
  ['Street address', '12 Orchard Lane'],
  ['Town / City', 'Guelph'],
  ['State / County', 'Ontario'],
  ['Postcode / ZIP', 'N1H 2K3'],
  ['E-mail address', 'ana@example.com'],
];

describe('Pay on the checkout page', () => {
  let fetchMock: jest.Mock;
  let error: jest.SpyInstance;
  beforeEach(() => {
    cart.clear();
    cart.add(TOMATOES);
    fetchMock = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({ error: 'Held here by the test.' }) }));
    window.fetch = fetchMock as unknown as typeof fetch;
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
  });
  afterEach(() => jest.restoreAllMocks());

  const renderPage = () =>
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>,
    );

  it('checks the billing details first: inline errors, focus on the first, one toast, and no request', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/E-mail address/), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(screen.getByText('First name is required.')).toBeVisible();
    expect(screen.getByText('Postcode / ZIP is required.')).toBeVisible();
    expect(screen.getByText('E-mail address must be a valid e-mail address, like name@example.com.')).toBeVisible();
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Please complete your billing details.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the cart with the billing details once they are complete, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage();
    for (const [label, value] of FILLED) await user.type(screen.getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}`)), value);
    await user.selectOptions(screen.getByLabelText(/Country \/ Region/), 'Japan');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(body.customer).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      country: 'Japan',
      address1: '12 Orchard Lane',
      address2: '',
      city: 'Guelph',
      state: 'Ontario',
      postcode: 'N1H 2K3',
      phone: '',
      email: 'ana@example.com',
      notes: '',
    });
    expect(body.items).toEqual([TOMATOES]);
    expect(error).toHaveBeenCalledWith('Held here by the test.');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
  });

  it("still answers 'Your cart is empty' first when the cart is empty", async () => {
    cart.clear();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(error).toHaveBeenCalledWith('Your cart is empty');
    expect(screen.queryByText('First name is required.')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the form's own check keeps the details and moves on to Pay", async () => {
    const user = userEvent.setup();
    renderPage();
    for (const [label, value] of FILLED) await user.type(screen.getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}`)), value);
    await user.click(screen.getByRole('button', { name: 'Check billing details' }));
    expect(screen.getByRole('button', { name: 'Pay with Stripe' })).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
  });
});
