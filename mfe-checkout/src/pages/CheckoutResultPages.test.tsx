import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { cart, notify } from 'shared';
import { RECHECK_DELAYS_MS } from '../data/confirmation';
import type { ShopperOrder } from 'contract';
import CheckoutCancelPage from './CheckoutCancelPage';
import CheckoutSuccessPage from './CheckoutSuccessPage';
import { answer, serviceAnswers } from '../testing/serviceAnswers';
import { HELD, ISLAND_DELIVERY, RECEIPT } from '../testing/shopperOrders';

const TOMATOES = { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 };

const ORDER: ShopperOrder = {
  ...RECEIPT,
  status: 'paid',
  firstName: 'Ana',
  town: 'Guelph',
  pageToken: 'q9Xc2Vb7LmN4pR1sT8uW0yZ3aB6dE5fG-hJ_kM2nP4Q',
};

let arrivals = 0;

/**
 * Each render is a new arrival (its own location key), under StrictMode, which runs effects
 * twice, as a remount would. Tests that count the page's requests leave StrictMode out.
 */
function renderAt(path: string, page: React.ReactElement, { strict = true } = {}) {
  const [pathname, search = ''] = path.split('?');
  const routed = (
    <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}`, key: `arrival-${++arrivals}` }]}>{page}</MemoryRouter>
  );
  return render(strict ? <StrictMode>{routed}</StrictMode> : routed);
}

describe('the success page', () => {
  let success: jest.SpyInstance;
  beforeEach(() => {
    cart.clear();
    cart.add(TOMATOES);
    success = jest.spyOn(notify, 'success').mockImplementation(() => 'id');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('confirms a paid order with the service, then empties the cart, thanks once and shows the order', async () => {
    const fetchMock = serviceAnswers(answer(200, ORDER));
    renderAt('/checkout/success?session_id=cs_test_1', <CheckoutSuccessPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/orders/by-session/cs_test_1', expect.anything());
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you for your order, Ana!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('TV-7K3M9Q2X');
    expect(screen.getAllByTestId('receipt-line').map((row) => row.textContent)).toEqual([
      'Heirloom Tomatoes2$6.30$12.60',
      'Rainbow Carrots1$3.20$3.20',
    ]);
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$15.80');
    expect(screen.getByTestId('receipt-town')).toHaveTextContent('Guelph');
    expect(screen.getByText(/We deliver within 2 days/)).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-when')).toBeNull();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', `/checkout/order/${ORDER.pageToken}`);
    expect(cart.getItems()).toEqual([]);
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Payment successful! Your order has been placed.');
  });

  it('for an order charged at once, says the payment was received and nothing of a hold', async () => {
    serviceAnswers(answer(200, ORDER));
    renderAt('/checkout/success?session_id=cs_test_1', <CheckoutSuccessPage />);
    expect(await screen.findByText(/Your payment was received and your fresh produce is being prepared/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total paid $15.80' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-payment')).toBeNull();
    expect(screen.queryByTestId('weighed-line')).toBeNull();
  });

  it('for an order with weighed produce, says the total is estimated and what the card is held for, not that it was charged', async () => {
    serviceAnswers(answer(200, { ...ORDER, ...HELD }));
    renderAt('/checkout/success?session_id=cs_weighed', <CheckoutSuccessPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your order is confirmed and your fresh produce is being prepared. We deliver within 2 days/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your payment was received/)).toBeNull();
    expect(screen.getByRole('row', { name: 'Estimated total $15.80' })).toBeInTheDocument();
    expect(screen.getByTestId('weighed-line')).toHaveTextContent('Heirloom Tomatoes × 2$6.30/kg · about 1 kg each');
    expect(screen.getByTestId('order-payment')).toHaveTextContent(
      'We hold $17.69 on your card and charge the exact weight when we pack your order. The difference is released.',
    );
    expect(cart.getItems()).toEqual([]);
  });

  it('links no order page when the service gives no token (another browser than the checkout), and says where the link is', async () => {
    serviceAnswers(answer(200, { ...ORDER, pageToken: null }));
    renderAt('/checkout/success?session_id=cs_test_1', <CheckoutSuccessPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you for your order, Ana!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View your order' })).toBeNull();
    expect(screen.getByTestId('order-link-by-mail')).toHaveTextContent('The link to your order page is in the receipt we e-mailed you.');
  });

  it('says a pickup order is collected at the farm on its day, in its hours, and where; no delivery town', async () => {
    serviceAnswers(
      answer(200, {
        ...ORDER,
        town: null,
        fulfilment: { method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 },
      }),
    );
    renderAt('/checkout/success?session_id=cs_pickup', <CheckoutSuccessPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(screen.getByTestId('pickup-when')).toHaveTextContent('Pickup at the farm on Saturday, 28 November 2026, 08:00 to 17:00.');
    expect(screen.getByTestId('pickup-address')).toHaveTextContent(
      'Estrada Geral do Rio Vermelho, 2450, Florianópolis, SC 88060-000, Brazil',
    );
    expect(screen.queryByTestId('receipt-town')).toBeNull();
    expect(screen.queryByText(/We deliver/)).toBeNull();
    expect(screen.getByTestId('order-number')).toHaveTextContent('TV-7K3M9Q2X');
    expect(cart.getItems()).toEqual([]);
  });

  it('says the day a delivery was booked for and its fee, in the total paid', async () => {
    serviceAnswers(answer(200, { ...ORDER, ...ISLAND_DELIVERY }));
    renderAt('/checkout/success?session_id=cs_island', <CheckoutSuccessPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Delivery (Island) $8.00' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$23.80');
    expect(screen.getByTestId('receipt-delivery-day')).toHaveTextContent('Delivery on Tuesday, 22 December 2026, to Guelph.');
    // The day booked, not the promise made before there were days.
    expect(screen.queryByText(/within 2 days/)).toBeNull();
  });

  it.each([
    ['without a session id', '/checkout/success'],
    ['with a session the service does not know', '/checkout/success?session_id=cs_unknown'],
  ])('claims nothing and keeps the cart %s', async (_case, path) => {
    const fetchMock = serviceAnswers(answer(404, { error: 'No payment was found for this checkout session.' }));
    renderAt(path, <CheckoutSuccessPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'No Payment Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No payment was found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    expect(cart.getItems()).toHaveLength(1);
    expect(success).not.toHaveBeenCalled();
    if (!path.includes('session_id')) expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks again while the payment is pending, and thanks once it is paid', async () => {
    jest.useFakeTimers();
    const fetchMock = serviceAnswers(
      answer(200, { ...ORDER, status: 'pending' }),
      answer(200, { ...ORDER, status: 'pending' }),
      answer(200, ORDER),
    );
    renderAt('/checkout/success?session_id=cs_async', <CheckoutSuccessPage />, { strict: false });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(/We are checking your payment/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(cart.getItems()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(RECHECK_DELAYS_MS[0] + RECHECK_DELAYS_MS[1]));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(cart.getItems()).toEqual([]);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('stops after its last re-check, says the payment is still being confirmed and where to look, and keeps the cart', async () => {
    jest.useFakeTimers();
    const fetchMock = serviceAnswers(answer(200, { ...ORDER, status: 'pending' }));
    renderAt('/checkout/success?session_id=cs_slow', <CheckoutSuccessPage />, { strict: false });
    await act(() => jest.advanceTimersByTimeAsync(RECHECK_DELAYS_MS.reduce((a, b) => a + b, 0)));
    expect(fetchMock).toHaveBeenCalledTimes(RECHECK_DELAYS_MS.length + 1);
    expect(screen.getByRole('heading', { level: 2, name: 'Your payment is still being confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/Come back to this page/)).toHaveTextContent('TV-7K3M9Q2X');
    expect(screen.getByRole('link', { name: '+55 (48) 3025-0147' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(RECHECK_DELAYS_MS.length + 1);
    expect(cart.getItems()).toHaveLength(1);
    expect(success).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'Check again' }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(RECHECK_DELAYS_MS.length + 2);
  });

  it('says a failed payment did not go through, and keeps the cart', async () => {
    serviceAnswers(answer(200, { ...ORDER, status: 'failed' }));
    renderAt('/checkout/success?session_id=cs_failed', <CheckoutSuccessPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'This payment did not go through' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
    expect(cart.getItems()).toHaveLength(1);
    expect(success).not.toHaveBeenCalled();
  });

  it('says so when the service cannot be reached, and keeps the cart', async () => {
    jest.useFakeTimers();
    serviceAnswers(new TypeError('Failed to fetch'));
    renderAt('/checkout/success?session_id=cs_offline', <CheckoutSuccessPage />);
    await act(() => jest.advanceTimersByTimeAsync(RECHECK_DELAYS_MS.reduce((a, b) => a + b, 0)));
    expect(screen.getByRole('heading', { level: 2, name: 'We could not confirm your payment just now' })).toBeInTheDocument();
    expect(cart.getItems()).toHaveLength(1);
    expect(success).not.toHaveBeenCalled();
  });
});

describe('the cancel page', () => {
  beforeEach(() => {
    cart.clear();
    cart.add(TOMATOES);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the cart, informs once and links back to checkout', () => {
    const info = jest.spyOn(notify, 'info').mockImplementation(() => 'id');
    renderAt('/checkout/cancel', <CheckoutCancelPage />);
    expect(cart.getItems()).toHaveLength(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Payment canceled. You can try again.');
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it("asks the service once to close this browser's unpaid checkouts, so their stock is for sale again", () => {
    jest.spyOn(notify, 'info').mockImplementation(() => 'id');
    const fetchMock = serviceAnswers(answer(200, { closed: 1 }));
    renderAt('/checkout/cancel', <CheckoutCancelPage />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/cancel', { method: 'POST', credentials: 'same-origin' });
  });
});
