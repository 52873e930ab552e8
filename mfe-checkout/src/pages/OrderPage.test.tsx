import { StrictMode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ShopperOrderPage } from 'contract';
import OrderPage from './OrderPage';
import { answer, serviceAnswers } from '../testing/serviceAnswers';
import { CAPTURED, HELD, ISLAND_DELIVERY, LAPSED, PAY_LINK_SENT, RECEIPT } from '../testing/shopperOrders';

const TOKEN = 'q9Xc2Vb7LmN4pR1sT8uW0yZ3aB6dE5fG-hJ_kM2nP4Q';

const ORDER: ShopperOrderPage = {
  ...RECEIPT,
  status: 'out_for_delivery',
  placedAt: '2026-11-20T14:05:00.000Z',
  paidAt: '2026-11-20T14:06:00.000Z',
  delivery: {
    name: 'Ana Souza',
    addressLines: ['12 Orchard Lane', 'Unit 4'],
    town: 'Guelph',
    state: 'Ontario',
    postcode: 'N1H 2K3',
    country: 'Canada',
  },
  notes: 'Leave the box by the barn door.',
};

const renderAt = (path: string) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/checkout/order/:token" element={<OrderPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );

const robots = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((tag) => tag.content);

describe("the shopper's order page", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('asks the service for the order behind its token, then shows its number, status in words, lines, total and delivery', async () => {
    const fetchMock = serviceAnswers(answer(200, ORDER));
    renderAt(`/checkout/order/${TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Out for delivery');
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/by-token/${TOKEN}`, expect.objectContaining({ cache: 'no-store' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your Order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Order TV-7K3M9Q2X: Out for delivery');
    expect(screen.getAllByTestId('receipt-line').map((row) => row.textContent)).toEqual([
      'Heirloom Tomatoes2$6.30$12.60',
      'Rainbow Carrots1$3.20$3.20',
    ]);
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$15.80');
    expect(screen.getByRole('row', { name: /Total paid/ })).toBeInTheDocument();
    expect(screen.getByTestId('order-address')).toHaveTextContent('Ana Souza12 Orchard LaneUnit 4Guelph, Ontario N1H 2K3Canada');
    expect(screen.getByTestId('order-notes')).toHaveTextContent('Leave the box by the barn door.');
    expect(screen.getByRole('heading', { level: 3, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-when')).toBeNull();
  });

  it("for a pickup, says the day, the farm's hours and address, and who collects it, with no delivery address", async () => {
    const pickup: ShopperOrderPage = {
      ...ORDER,
      status: 'paid',
      fulfilment: { method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 },
      delivery: { name: 'Ana Souza', addressLines: [], town: null, state: null, postcode: null, country: null },
      notes: null,
    };
    serviceAnswers(answer(200, pickup));
    renderAt(`/checkout/order/${TOKEN}`);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Paid');
    expect(screen.getByRole('heading', { level: 3, name: 'Pickup' })).toBeInTheDocument();
    expect(screen.getByTestId('pickup-when')).toHaveTextContent('Pickup at the farm on Saturday, 28 November 2026, 08:00 to 17:00.');
    expect(screen.getByTestId('pickup-address')).toHaveTextContent('Estrada Geral do Rio Vermelho, 2450');
    expect(screen.getByTestId('pickup-name')).toHaveTextContent('Collected by: Ana Souza');
    expect(screen.queryByTestId('order-address')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Delivery' })).toBeNull();
  });

  it('for a delivery booked for a day: the day, and its fee as a line above the total', async () => {
    serviceAnswers(answer(200, { ...ORDER, ...ISLAND_DELIVERY }));
    renderAt(`/checkout/order/${TOKEN}`);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Out for delivery');
    expect(screen.getAllByTestId('receipt-line')).toHaveLength(2);
    expect(screen.getByRole('row', { name: 'Delivery (Island) $8.00' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$23.80');
    expect(screen.getByTestId('receipt-delivery-day')).toHaveTextContent('Delivery on Tuesday, 22 December 2026.');
    expect(screen.getByTestId('order-address')).toHaveTextContent('Ana Souza12 Orchard Lane');
  });

  it('for a free delivery: the day, and no fee line', async () => {
    serviceAnswers(answer(200, { ...ORDER, fulfilment: { ...ISLAND_DELIVERY.fulfilment, feeCents: 0 } }));
    renderAt(`/checkout/order/${TOKEN}`);
    expect(await screen.findByTestId('receipt-delivery-day')).toHaveTextContent('Delivery on Tuesday, 22 December 2026.');
    expect(screen.queryByRole('row', { name: /Delivery/ })).toBeNull();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$15.80');
  });

  it('says "Total" for an order not paid yet', async () => {
    serviceAnswers(answer(200, { ...ORDER, status: 'pending', paidAt: null }));
    renderAt(`/checkout/order/${TOKEN}`);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(screen.queryByRole('row', { name: /Total paid/ })).toBeNull();
  });

  it('says the link is not valid when the service knows no order for it', async () => {
    serviceAnswers(answer(404, { error: 'This order link is not valid.' }));
    renderAt('/checkout/order/not-a-token');
    expect(await screen.findByRole('heading', { level: 2, name: 'This order link is not valid' })).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-line')).toBeNull();
  });

  it('offers to try again when the service does not answer, and shows the order once it does', async () => {
    // StrictMode runs the page's effect twice: two look-ups fail before the shopper tries again.
    serviceAnswers(new Error('offline'), new Error('offline'), answer(200, ORDER));
    renderAt(`/checkout/order/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Out for delivery');
  });

  it('is never indexed: it adds robots noindex and no canonical link while it is shown, and takes the tag away after', async () => {
    serviceAnswers(answer(200, ORDER));
    const { unmount } = renderAt(`/checkout/order/${TOKEN}`);
    await screen.findByTestId('order-status');
    expect(robots()).toEqual(['noindex']);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    unmount();
    expect(robots()).toEqual([]);
  });

  it('says nothing of a card hold for an order charged at once', async () => {
    serviceAnswers(answer(200, ORDER));
    renderAt(`/checkout/order/${TOKEN}`);
    await screen.findByTestId('order-status');
    expect(screen.queryByTestId('order-payment')).toBeNull();
    expect(screen.queryByTestId('weighed-line')).toBeNull();
    expect(screen.queryByText('Estimated total')).toBeNull();
  });
});

describe("the shopper's order page, with produce sold by weight", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  const showOrder = async (weighed: Pick<ShopperOrderPage, 'lines' | 'payment'>) => {
    serviceAnswers(answer(200, { ...ORDER, status: 'paid', ...weighed }));
    renderAt(`/checkout/order/${TOKEN}`);
    await screen.findByTestId('order-status');
  };

  it('until weighed, says the total is estimated and what the card is held for', async () => {
    await showOrder(HELD);
    expect(screen.getByRole('row', { name: 'Estimated total $15.80' })).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent(
      'We hold $17.69 on your card and charge the exact weight when we pack your order. The difference is released.',
    );
    const [tomatoes] = screen.getAllByTestId('weighed-line');
    expect(tomatoes).toHaveTextContent('Heirloom Tomatoes × 2$6.30/kg · about 1 kg eachEstimated about 2 kg, about $12.60');
    expect(within(tomatoes).getByTestId('weighed-actual')).toHaveTextContent('Weighed when we pack your order');
    expect(screen.queryByText(/Charged/)).toBeNull();
  });

  it("once weighed, shows each weighed line's estimate, weight and price, what was charged and what was released", async () => {
    await showOrder(CAPTURED);
    const weighed = screen.getAllByTestId('weighed-line');
    // The carrots are sold by the piece: only the tomatoes were weighed.
    expect(weighed).toHaveLength(1);
    expect(weighed[0]).toHaveTextContent('Estimated about 2 kg, about $12.60');
    expect(within(weighed[0]).getByTestId('weighed-actual')).toHaveTextContent('Weighed 2.26 kg: $14.24');
    expect(screen.getByTestId('payment-charged')).toHaveTextContent('Charged $17.44');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Charged $17.44 $0.25 of the hold on your card is released.');
    expect(screen.queryByText(/We hold/)).toBeNull();
  });

  it('when the hold ended and the order was weighed, offers the link to pay the exact amount', async () => {
    await showOrder(PAY_LINK_SENT);
    expect(screen.getByTestId('order-payment')).toHaveTextContent('The hold on your card ended before we weighed your order.');
    expect(screen.getByRole('link', { name: 'Pay $17.44' })).toHaveAttribute('href', `/api/orders/by-token/${TOKEN}/pay`);
  });

  it('when the hold ended before weighing, says nothing was charged and that a link will follow', async () => {
    await showOrder(LAPSED);
    expect(screen.getByTestId('order-payment')).toHaveTextContent(
      'The hold on your card ended before we weighed your order, so nothing was charged. Once it is weighed, the farm will e-mail you a link to pay the exact amount.',
    );
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
  });
});
