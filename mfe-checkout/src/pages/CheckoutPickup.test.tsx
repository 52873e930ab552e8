import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart, notify } from 'shared';
import { API_PATHS } from 'contract';
import { checkoutService, PICKUP_DAYS, type CheckoutService } from '../testing/checkoutService';
import { renderCheckoutPage } from '../testing/renderCheckoutPage';

const APPLES = { id: 15, title: 'Green Apples', price: 4.25, thumb: 'green-apple.svg', quantity: 2 };
const ADDRESS_LABELS = [/^Country \/ Region/, /^Street address/, /^Apartment/, /^Town \/ City/, /^State \/ County/, /^Postcode \/ ZIP/];

const renderPage = renderCheckoutPage;

const dayGroup = () => screen.getByRole('group', { name: /^Pickup day/ });

async function choosePickup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Pickup at the farm' }));
}

async function fillPickupDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Ana');
  await user.type(screen.getByLabelText(/^Last name/), 'Souza');
  await user.type(screen.getByLabelText(/^E-mail address/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '519 555 0147');
}

describe('pickup at the farm on the checkout page', () => {
  let service: CheckoutService;
  let error: jest.SpyInstance;
  let days: () => { status: number; body: unknown } | Error;
  beforeEach(() => {
    cart.clear();
    cart.add(APPLES);
    days = () => ({ status: 200, body: { days: PICKUP_DAYS } });
    service = checkoutService({
      [API_PATHS.availability]: () => ({ status: 200, body: { products: [], holdBufferPercent: 15 } }),
      [API_PATHS.pickupDays]: () => days(),
      [API_PATHS.checkoutSession]: () => ({ status: 503, body: { error: 'Held here by the test.', code: 'unavailable' } }),
    });
    error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
  });
  afterEach(() => jest.restoreAllMocks());

  it("hides the address, shows the farm's address and hours, and offers the service's days", async () => {
    const user = userEvent.setup();
    await renderPage();
    await choosePickup(user);
    for (const label of ADDRESS_LABELS) expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.getByLabelText(/^Phone/)).toBeRequired();
    expect(screen.getByTestId('pickup-farm-address')).toHaveTextContent(
      'Estrada Geral do Rio Vermelho, 2450, Florianópolis, SC 88060-000, Brazil',
    );
    expect(screen.getByText('Monday to Saturday, 08:00 to 17:00')).toBeInTheDocument();
    const offered = await within(dayGroup()).findAllByRole('radio');
    expect(offered.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Friday, 27 November 2026',
      'Saturday, 28 November 2026',
      'Monday, 30 November 2026',
      'Tuesday, 1 December 2026',
      'Wednesday, 2 December 2026',
      'Thursday, 3 December 2026',
    ]);
    expect(offered.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(service.calls(API_PATHS.pickupDays)).toBe(1);
  });

  it('sends a pickup with the chosen day and only the name, e-mail and phone', async () => {
    const user = userEvent.setup();
    await renderPage();
    // Typed for a delivery first: hidden for the pickup, so not sent.
    await user.type(screen.getByLabelText(/^Street address/), '12 Orchard Lane');
    await choosePickup(user);
    await fillPickupDetails(user);
    await user.type(screen.getByLabelText(/^Order notes/), 'Around noon.');
    await user.click(await within(dayGroup()).findByRole('radio', { name: 'Saturday, 28 November 2026' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    const [body] = service.sessions();
    expect(body.fulfilment).toEqual({ method: 'pickup', pickupDay: '2026-11-28' });
    expect(body.customer).toEqual({
      firstName: 'Ana',
      lastName: 'Souza',
      country: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      postcode: '',
      phone: '519 555 0147',
      email: 'ana@example.com',
      notes: 'Around noon.',
    });
    expect(body.items).toEqual([APPLES]);
    expect(error).toHaveBeenCalledWith('Held here by the test.');
  });

  it('asks for the phone a pickup needs, and for a day: inline errors, focus on the day, one toast, no request', async () => {
    const user = userEvent.setup();
    await renderPage();
    await choosePickup(user);
    await within(dayGroup()).findAllByRole('radio');
    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    expect(screen.getByText('Phone is required.')).toBeVisible();
    expect(screen.getByText('Last name is required.')).toBeVisible();
    expect(screen.queryByText('Street address is required.')).toBeNull();
    expect(within(dayGroup()).getByRole('alert')).toHaveTextContent('Please choose a pickup day.');
    expect(within(dayGroup()).getAllByRole('radio')[0]).toHaveFocus();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Please choose a pickup day.');
    expect(service.sessions()).toEqual([]);

    // Choosing a day takes its error away; the form's own errors stay until fixed.
    await user.click(within(dayGroup()).getByRole('radio', { name: 'Monday, 30 November 2026' }));
    expect(within(dayGroup()).queryByRole('alert')).toBeNull();
  });

  it('says so when the days cannot be loaded, sends no pickup without a day, and loads them on Try again', async () => {
    days = () => new TypeError('Failed to fetch');
    const user = userEvent.setup();
    await renderPage();
    await choosePickup(user);
    expect(
      await within(dayGroup()).findByText('We could not load the pickup days just now. Try again, or choose delivery to your address.'),
    ).toBeInTheDocument();
    expect(within(dayGroup()).queryAllByRole('radio')).toEqual([]);
    await fillPickupDetails(user);
    await user.click(screen.getByRole('button', { name: 'Pay with Stripe' }));
    const sentence = 'The pickup days could not be loaded, so a pickup cannot be booked just now. Try again, or choose delivery.';
    expect(error).toHaveBeenCalledWith(sentence);
    expect(within(dayGroup()).getByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(service.sessions()).toEqual([]);

    days = () => ({ status: 200, body: { days: PICKUP_DAYS } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(dayGroup()).findAllByRole('radio')).toHaveLength(6);
    expect(within(dayGroup()).queryByRole('alert')).toBeNull();
  });

  it('treats an answer without days, or not of the contract, as no days to book', async () => {
    days = () => ({ status: 200, body: { days: [] } });
    const user = userEvent.setup();
    await renderPage();
    await choosePickup(user);
    expect(await screen.findByText('No pickup day can be booked just now. Please choose delivery to your address.')).toBeInTheDocument();
    days = () => ({ status: 200, body: { open: 'soon' } });
    await user.click(screen.getByRole('radio', { name: 'Delivery to my address' }));
    expect(screen.getByLabelText(/^Street address/)).toBeInTheDocument();
  });

  it('is operable by keyboard: arrows move between delivery and pickup, and typed details are kept', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    screen.getByRole('radio', { name: 'Delivery to my address' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pickup at the farm' })).toBeChecked();
    expect(await within(dayGroup()).findAllByRole('radio')).toHaveLength(6);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Delivery to my address' })).toBeChecked();
    expect(screen.queryByRole('group', { name: /^Pickup day/ })).toBeNull();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    // Back to pickup: the days already loaded are kept.
    await user.keyboard('{ArrowDown}');
    expect(within(dayGroup()).getAllByRole('radio')).toHaveLength(6);
    expect(service.calls(API_PATHS.pickupDays)).toBe(1);
  });
});
