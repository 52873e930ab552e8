import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart, notify } from 'shared';
import { API_PATHS } from 'contract';
import { checkoutService, type CheckoutService } from '../testing/checkoutService';
import { renderCheckoutPage } from '../testing/renderCheckoutPage';
import { SHOPPER } from '../testing/shopper';

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
  let service: CheckoutService;
  let error: jest.SpyInstance;
  beforeEach(() => {
    cart.clear();
    cart.add(TOMATOES);
    // The page asks what is left as it opens; the session is held here, never started.
    service = checkoutService({
      [API_PATHS.availability]: () => ({
        status: 200,
        body: { products: [{ productId: 1, left: null, soldByWeight: null }], holdBufferPercent: 15 },
      }),
      [API_PATHS.checkoutSession]: () => ({ status: 503, body: { error: 'Held here by the test.', code: 'unavailable' } }),
    });
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
  });
  afterEach(() => jest.restoreAllMocks());

  const renderPage = renderCheckoutPage;

  it('preselects Canada in a country list led by an empty placeholder that cannot be chosen', async () => {
    await renderPage();
    const country = screen.getByLabelText(/Country \/ Region/);
    expect(country).toHaveValue('Canada');
    const [placeholder, ...countries] = within(country).getAllByRole('option');
    expect(placeholder).toHaveValue('');
    expect(placeholder).toBeDisabled();
    expect(countries.map((option) => option.textContent)).toEqual(['Australia', 'Canada', 'China', 'Japan', 'Bangladesh']);
  });

  it('checks the billing details first: inline errors, focus on the first, one toast, and no request', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText(/E-mail address/), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(screen.getByText('First name is required.')).toBeVisible();
    expect(screen.getByText('Postcode / ZIP is required.')).toBeVisible();
    expect(screen.getByText('E-mail address must be a valid e-mail address, like name@example.com.')).toBeVisible();
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Please complete your billing details.');
    expect(service.sessions()).toEqual([]);
  });

  it('sends the cart with the billing details once they are complete, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderPage();
    for (const [label, value] of FILLED) await user.type(screen.getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}`)), value);
    await user.selectOptions(screen.getByLabelText(/Country \/ Region/), 'Japan');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(service.sessions()).toHaveLength(1);
    const [body] = service.sessions();
    expect(body.fulfilment).toEqual({ method: 'delivery' });
    expect(body.customer).toEqual({ ...SHOPPER, country: 'Japan' });
    expect(body.items).toEqual([TOMATOES]);
    expect(error).toHaveBeenCalledWith('Held here by the test.');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
  });

  it("still answers 'Your cart is empty' first when the cart is empty", async () => {
    cart.clear();
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(error).toHaveBeenCalledWith('Your cart is empty');
    expect(screen.queryByText('First name is required.')).toBeNull();
    expect(service.sessions()).toEqual([]);
  });

  it('asks first how the order reaches the shopper: delivery by default, with every address field', async () => {
    await renderPage();
    const group = screen.getByRole('group', { name: 'How should your order reach you?' });
    expect(within(group).getByRole('radio', { name: 'Delivery to my address' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Pickup at the farm' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Street address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone \(optional\)/)).not.toBeRequired();
    // Most shoppers never choose pickup: its days are not asked for.
    expect(service.calls(API_PATHS.pickupDays)).toBe(0);
  });

  it("names a line that asks for more than is left, and after the service's stock refusal asks again and names it", async () => {
    let left = 5;
    service = checkoutService({
      [API_PATHS.availability]: () => ({
        status: 200,
        body: { products: [{ productId: 1, left, soldByWeight: null }], holdBufferPercent: 15 },
      }),
      [API_PATHS.checkoutSession]: () => {
        left = 1;
        return { status: 409, body: { error: 'Only 1 Heirloom Tomatoes left.', code: 'out_of_stock' } };
      },
    });
    const user = userEvent.setup();
    await renderPage();
    // Enough left (or, within the hook's few seconds of caching, an earlier test's "not counted").
    expect(screen.queryByTestId('checkout-shortfall')).toBeNull();
    for (const [label, value] of FILLED) await user.type(screen.getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}`)), value);
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(error).toHaveBeenCalledWith('Only 1 Heirloom Tomatoes left.');
    const shortfall = await screen.findByTestId('checkout-shortfall');
    expect(shortfall).toHaveTextContent('Only 1 Heirloom Tomatoes left. Change it in your cart');
    expect(within(shortfall).getByRole('link', { name: 'Change it in your cart' })).toHaveAttribute('href', '/cart');
    expect(within(screen.getByTestId('checkout-line')).getByTestId('checkout-shortfall')).toBe(shortfall);
  });

  it("the form's own check keeps the details and moves on to Pay", async () => {
    const user = userEvent.setup();
    await renderPage();
    for (const [label, value] of FILLED) await user.type(screen.getByLabelText(new RegExp(`^${label.replace(/[/]/g, '\\/')}`)), value);
    await user.click(screen.getByRole('button', { name: 'Check billing details' }));
    expect(screen.getByRole('button', { name: 'Pay with Stripe' })).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
  });
});
