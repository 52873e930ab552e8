import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart, notify } from 'shared';
import { API_PATHS, type DeliveryDays, type DeliveryOffer } from 'contract';
import { checkoutService, type CheckoutService } from '../testing/checkoutService';
import { ANYWHERE, inIsland, ISLAND_DAYS, NO_ZONES, offerWith, OUTSIDE } from '../testing/deliveryAnswers';
import { renderCheckoutPage } from '../testing/renderCheckoutPage';
import { POSTCODE_SETTLE_MS } from '../lib/useDeliveryDays';

/** $12.60 in the cart: under the Island's $60.00 free threshold. */
const TOMATOES = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 };

const FILLED: Array<[RegExp, string]> = [
  [/^First name/, 'Ana'],
  [/^Last name/, 'Souza'],
  [/^Street address/, 'Rua das Gaivotas 12'],
  [/^Town \/ City/, 'Florianópolis'],
  [/^State \/ County/, 'SC'],
  [/^E-mail address/, 'ana@example.com'],
];

type Answer = { status: number; body: unknown };

const dayGroup = () => screen.getByRole('group', { name: /^Delivery day/ });
const summary = () => screen.getByRole('region', { name: 'Your order' });
const shippingRow = () => within(summary()).getAllByRole('term')[1].parentElement!;

describe('delivery under the farm’s rules on the checkout page', () => {
  let service: CheckoutService;
  let error: jest.SpyInstance;
  let offer: () => Answer;
  let days: (url: string) => Answer;
  let session: () => Answer;

  beforeEach(() => {
    jest.useFakeTimers();
    cart.clear();
    cart.add(TOMATOES);
    offer = () => ({ status: 200, body: offerWith(1000) });
    days = () => ({ status: 200, body: inIsland() });
    session = () => ({ status: 503, body: { error: 'Held here by the test.', code: 'unavailable' } });
    service = checkoutService({
      [API_PATHS.availability]: () => ({ status: 200, body: { products: [], holdBufferPercent: 15 } }),
      [API_PATHS.delivery]: () => offer(),
      [API_PATHS.deliveryDays]: (url) => days(url),
      [API_PATHS.checkoutSession]: () => session(),
    });
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const setUp = async (answers: { offer?: DeliveryOffer; days?: DeliveryDays } = {}) => {
    if (answers.offer) offer = () => ({ status: 200, body: answers.offer });
    if (answers.days) days = () => ({ status: 200, body: answers.days });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderCheckoutPage();
    return user;
  };

  /** Types the postcode, then lets it rest so its zone is asked and answered. */
  async function typePostcode(user: ReturnType<typeof userEvent.setup>, postcode: string) {
    await user.type(screen.getByLabelText(/^Postcode \/ ZIP/), postcode);
    await act(async () => {
      jest.advanceTimersByTime(POSTCODE_SETTLE_MS);
    });
  }

  /** The other fields pasted (one event each: their typing is the billing form's tests'), the postcode typed. */
  async function fillDelivery(user: ReturnType<typeof userEvent.setup>, postcode: string) {
    for (const [label, value] of FILLED) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await typePostcode(user, postcode);
  }

  it("in a zone: says its fee by the postcode, offers its days, and adds the fee to the summary's total", async () => {
    const user = await setUp();
    expect(within(summary()).getByText('Delivery from $8.00, free above $60.00')).toBeInTheDocument();
    await typePostcode(user, '88015-400');
    expect(service.urls(API_PATHS.deliveryDays)).toEqual(['/api/delivery-days?postcode=88015400']);
    expect(screen.getByText('Delivery (Island): $8.00').closest('[role="status"]')).not.toBeNull();
    const offered = within(dayGroup()).getAllByRole('radio');
    expect(offered.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Tuesday, 1 December 2026',
      'Friday, 4 December 2026',
      'Tuesday, 8 December 2026',
    ]);
    expect(offered.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(shippingRow()).toHaveTextContent('Delivery (Island)$8.00Add $47.40 for free delivery');
    expect(within(shippingRow()).getByRole('status')).toHaveTextContent('Add $47.40 for free delivery');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$20.60');
  });

  it('sends the day chosen with the delivery; without one, says so by the days and sends nothing', async () => {
    const user = await setUp();
    await fillDelivery(user, '88015-400');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(within(dayGroup()).getByRole('alert')).toHaveTextContent('Please choose a delivery day.');
    expect(within(dayGroup()).getAllByRole('radio')[0]).toHaveFocus();
    expect(error).toHaveBeenCalledWith('Please choose a delivery day.');
    expect(service.sessions()).toEqual([]);

    // Arrow keys move between the days, as in any radio group.
    await user.keyboard('{ArrowDown}');
    expect(within(dayGroup()).getByRole('radio', { name: 'Friday, 4 December 2026' })).toBeChecked();
    expect(within(dayGroup()).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    const [body] = service.sessions();
    expect(body.fulfilment).toEqual({ method: 'delivery', deliveryDay: '2026-12-04' });
    expect((body.customer as { postcode: string }).postcode).toBe('88015-400');
  });

  it('says "Free delivery" from the threshold, with nothing to add and the total without a fee', async () => {
    cart.clear();
    cart.add({ ...TOMATOES, quantity: 10 });
    const user = await setUp();
    await typePostcode(user, '88015400');
    expect(shippingRow()).toHaveTextContent(/^Delivery \(Island\)Free delivery$/);
    expect(screen.getByText('Delivery (Island): Free delivery')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$63.00');
  });

  it('outside every zone: says so in one sentence, and its button switches to pickup keeping what was typed', async () => {
    const user = await setUp({ days: OUTSIDE });
    await fillDelivery(user, '90000-000');
    const sentence = "We don't deliver to 90000-000 yet. You can pick your order up at the farm.";
    expect(screen.getByText(sentence).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('group', { name: /^Delivery day/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(error).toHaveBeenCalledWith(sentence);
    expect(screen.getByRole('button', { name: 'Pick up at the farm instead' })).toHaveFocus();
    expect(service.sessions()).toEqual([]);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'Pickup at the farm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pickup at the farm' })).toHaveFocus();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    expect(screen.queryByLabelText(/^Postcode/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Delivery to my address' }));
    expect(screen.getByLabelText(/^Postcode \/ ZIP/)).toHaveValue('90000-000');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('Rua das Gaivotas 12');
  });

  it('with no zones: the checkout of today, asking nothing about the postcode', async () => {
    const user = await setUp({ offer: NO_ZONES });
    await fillDelivery(user, '90000-000');
    expect(service.calls(API_PATHS.deliveryDays)).toBe(0);
    expect(shippingRow()).toHaveTextContent(/^ShippingFree shipping$/);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$12.60');
    expect(screen.queryByRole('group', { name: /^Delivery day/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(service.sessions()[0].fulfilment).toEqual({ method: 'delivery' });
  });

  it('when the rules cannot be read, sends the delivery as before and shows the service’s sentence', async () => {
    offer = () => ({ status: 503, body: { error: 'Down for a moment.', code: 'unavailable' } });
    const user = await setUp({ days: ANYWHERE });
    await fillDelivery(user, '90000-000');
    expect(service.calls(API_PATHS.deliveryDays)).toBe(1);
    expect(shippingRow()).toHaveTextContent(/^ShippingFree shipping$/);
    const sentence = 'Our smallest order is $15.00: add $2.40 more to order.';
    session = () => ({ status: 400, body: { error: sentence, code: 'validation' } });
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(service.sessions()[0].fulfilment).toEqual({ method: 'delivery' });
    expect(error).toHaveBeenCalledWith(sentence);
  });

  it('below the minimum: says what is missing by Pay, which then sends nothing', async () => {
    const user = await setUp({ offer: offerWith(1500) });
    const sentence = 'Our smallest order is $15.00: add $2.40 more to order.';
    expect(screen.getByTestId('checkout-minimum')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('checkout-minimum')).toHaveTextContent(sentence);
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(sentence);
    expect(service.sessions()).toEqual([]);

    // Pickup too: the minimum is the order's.
    await user.click(screen.getByRole('radio', { name: 'Pickup at the farm' }));
    expect(screen.getByTestId('checkout-minimum')).toHaveTextContent(sentence);
    act(() => cart.add({ ...TOMATOES, quantity: 1 }));
    expect(screen.getByTestId('checkout-minimum')).toBeEmptyDOMElement();
  });

  it('a day the service refuses (full): its sentence by the days, which are asked again without it', async () => {
    const user = await setUp();
    await fillDelivery(user, '88015-400');
    await user.click(within(dayGroup()).getByRole('radio', { name: 'Tuesday, 1 December 2026' }));
    const full = 'Delivery on Tuesday, 1 December 2026 is fully booked; choose another day.';
    session = () => ({ status: 409, body: { error: full, code: 'state_conflict' } });
    days = () => ({ status: 200, body: inIsland(ISLAND_DAYS.slice(1)) });
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(error).toHaveBeenCalledWith(full);
    await waitFor(() => expect(within(dayGroup()).queryByRole('radio', { name: 'Tuesday, 1 December 2026' })).toBeNull());
    expect(within(dayGroup()).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(dayGroup())
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(dayGroup()).getByRole('alert')).toHaveTextContent(full);
    expect(service.calls(API_PATHS.deliveryDays)).toBe(2);
  });
});
