import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, pathWith, type OrderStatus } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import OrderPage from '../pages/OrderPage';
import { DELIVERY_ORDER, detail, fakeService, ORDER, PICKUP_ORDER, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';

const ORDER_URL = pathWith(API_PATHS.staffOrder, { number: ORDER.number });
const STATUS_URL = pathWith(API_PATHS.staffOrderStatus, { number: ORDER.number });
const REFUND_URL = pathWith(API_PATHS.staffOrderRefund, { number: ORDER.number });
const withStatus = (status: OrderStatus) => detail({ ...ORDER, status });

const open = () => renderPage(OFFICE_PATHS.order, OrderPage, `/office/orders/${ORDER.number}`);
const actionButtons = () =>
  within(screen.getByRole('region', { name: 'Move this order on' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe("an order's page", () => {
  const toasts = spyOnToasts();

  it('shows the lines and total, the customer, address, phone and notes, the payment and every change', async () => {
    fakeService(SIGNED_IN, {
      url: ORDER_URL,
      body: detail(ORDER, [
        {
          at: '2026-11-13T08:00:00.000Z',
          from: 'paid',
          to: 'packed',
          actor: 'packer@terraverde.farm',
          note: 'Carrots swapped for the big ones.',
        },
      ]),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order TV-7K3M9Q2X' })).toBeInTheDocument();
    // The bar's heading comes before the order: wait for the order itself.
    expect((await screen.findAllByTestId('order-line')).map((row) => row.textContent)).toEqual([
      'Heirloom Tomatoes2$6.30$12.60',
      'Rainbow Carrots1$3.20$3.20',
    ]);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$15.80');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Ana Souza');
    expect(customer).toHaveTextContent('12 Orchard Lane');
    expect(customer).toHaveTextContent('Guelph, Ontario N1H 2K5');
    expect(within(customer).getByRole('link', { name: '5195550147' })).toHaveAttribute('href', 'tel:5195550147');
    expect(customer).toHaveTextContent('Leave at the side door.');
    expect(customer).toHaveTextContent('Stripe');
    expect(customer).toHaveTextContent('cs_test_a1B2c3');
    expect(screen.getAllByTestId('order-event').map((event) => event.textContent)).toEqual([
      'Created: Awaiting payment12 Nov 2026, 14:05 by the system',
      'Awaiting payment → Paid12 Nov 2026, 14:06 by the system',
      'Paid → Packed13 Nov 2026, 08:00 by packer@terraverde.farmCarrots swapped for the big ones.',
    ]);
  });

  it.each<[OrderStatus, string[]]>([
    ['pending', ['Mark as Cancelled']],
    ['paid', ['Mark as Packed', 'Refund…']],
    ['packed', ['Mark as Out for delivery', 'Refund…']],
    ['out_for_delivery', ['Mark as Delivered', 'Refund…']],
    ['delivered', ['Refund…']],
    ['refunded', []],
  ])('offers for a %s order only the next statuses the contract allows: %j', async (status, buttons) => {
    fakeService(SIGNED_IN, { url: ORDER_URL, body: withStatus(status) });
    open();
    await screen.findByTestId('order-fulfilment');
    expect(actionButtons()).toEqual(buttons);
    expect(screen.queryByRole('button', { name: 'Mark as Refunded' })).not.toBeInTheDocument();
  });

  it.each<[OrderStatus, string[]]>([
    ['paid', ['Mark as Packed', 'Refund…']],
    ['packed', ['Mark as Ready for pickup', 'Refund…']],
    ['ready_for_pickup', ['Mark as Picked up', 'Refund…']],
    ['picked_up', ['Refund…']],
  ])('offers for a %s pickup only the pickup’s next statuses, never a delivery’s: %j', async (status, buttons) => {
    fakeService(SIGNED_IN, {
      url: pathWith(API_PATHS.staffOrder, { number: PICKUP_ORDER.number }),
      body: detail({ ...PICKUP_ORDER, status }),
    });
    renderPage(OFFICE_PATHS.order, OrderPage, `/office/orders/${PICKUP_ORDER.number}`);
    await screen.findByTestId('order-fulfilment');
    expect(actionButtons()).toEqual(buttons);
  });

  it('says when a payment came after the order was closed and was refunded, in a notice and in the timeline', async () => {
    const note = 'A payment of $15.80 arrived after the order was cancelled; it was refunded at once (re_test_1).';
    const late = { ...ORDER, status: 'cancelled' as const, paidAt: null, lateRefundId: 're_test_1' };
    fakeService(SIGNED_IN, {
      url: ORDER_URL,
      body: detail(late, [{ at: '2026-11-13T08:00:00.000Z', from: 'cancelled', to: 'cancelled', actor: 'system', note }]),
    });
    open();
    expect(await screen.findByTestId('late-refund')).toHaveTextContent(
      'A payment arrived after this order was closed; it was refunded at once (re_test_1) and the shopper was told. Nothing is to be packed.',
    );
    const event = screen.getAllByTestId('order-event').at(-1)!;
    expect(event).toHaveTextContent('Cancelled (unchanged)');
    expect(event).toHaveTextContent(note);
  });

  it('says a pickup is collected at the farm on its day, with no address, and a delivery goes to the address', async () => {
    fakeService(SIGNED_IN, { url: pathWith(API_PATHS.staffOrder, { number: PICKUP_ORDER.number }), body: detail(PICKUP_ORDER) });
    const { unmount } = renderPage(OFFICE_PATHS.order, OrderPage, `/office/orders/${PICKUP_ORDER.number}`);
    expect(await screen.findByTestId('order-fulfilment')).toHaveTextContent('Pickup at the farm on Saturday, 28 November 2026');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Ana Souza');
    expect(within(customer).getByRole('link', { name: '5195550147' })).toBeInTheDocument();
    expect(customer).not.toHaveTextContent('Orchard Lane');
    unmount();

    fakeService(SIGNED_IN, { url: ORDER_URL, body: detail(ORDER) });
    open();
    expect(await screen.findByTestId('order-fulfilment')).toHaveTextContent('Delivery to the customer’s address');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('12 Orchard Lane');
  });

  it("says a delivery's day and zone, and its fee as a line above the total that includes it", async () => {
    fakeService(SIGNED_IN, { url: pathWith(API_PATHS.staffOrder, { number: DELIVERY_ORDER.number }), body: detail(DELIVERY_ORDER) });
    renderPage(OFFICE_PATHS.order, OrderPage, `/office/orders/${DELIVERY_ORDER.number}`);
    expect(await screen.findByTestId('order-fulfilment')).toHaveTextContent('Delivery on Tuesday, 22 December 2026 (Island)');
    const totals = screen.getByTestId('order-total').closest('tfoot')!;
    expect(
      within(totals)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Delivery (Island)$8.00', 'Total$23.80']);
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('12 Orchard Lane');
  });

  it('adds no fee line to a delivery made before the farm had zones', async () => {
    fakeService(SIGNED_IN, { url: ORDER_URL, body: detail(ORDER) });
    open();
    const total = await screen.findByTestId('order-total');
    expect(
      within(total.closest('tfoot')!)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Total$15.80']);
  });

  it('moves the order on with the note, and shows the order the service returns', async () => {
    const service = fakeService(
      SIGNED_IN,
      { url: ORDER_URL, body: withStatus('paid') },
      { method: 'POST', url: STATUS_URL, body: withStatus('packed') },
    );
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Note (optional)' }), 'Two boxes');
    await user.click(screen.getByRole('button', { name: 'Mark as Packed' }));
    expect(await screen.findByRole('button', { name: 'Mark as Out for delivery' })).toBeInTheDocument();
    expect(service.requests().at(-1)).toEqual({ method: 'POST', url: STATUS_URL, body: { to: 'packed', note: 'Two boxes' } });
    expect(toasts.success).toHaveBeenCalledWith('Order TV-7K3M9Q2X is now Packed.');
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
  });

  it("shows a 409's sentence in a toast and reloads the order, which someone else moved first", async () => {
    const conflict = 'Order TV-7K3M9Q2X is Packed now, not Paid: it cannot become Packed.';
    const service = fakeService(
      SIGNED_IN,
      { url: ORDER_URL, body: withStatus('paid') },
      { method: 'POST', url: STATUS_URL, status: 409, body: { error: conflict, code: 'state_conflict' } },
    );
    const user = userEvent.setup();
    open();
    const mark = await screen.findByRole('button', { name: 'Mark as Packed' });
    service.answer({ url: ORDER_URL, body: withStatus('packed') });
    await user.click(mark);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(conflict));
    expect(await screen.findByRole('button', { name: 'Mark as Out for delivery' })).toBeInTheDocument();
    expect(service.requests().filter((request) => request.url === ORDER_URL)).toHaveLength(2);
  });

  it('refunds only after a confirm step with a reason', async () => {
    const service = fakeService(
      SIGNED_IN,
      { url: ORDER_URL, body: withStatus('paid') },
      { method: 'POST', url: REFUND_URL, body: withStatus('refunded') },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    expect(screen.getByText('This pays $15.80 back to the customer and cannot be undone.')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: /Reason for the refund/ });
    expect(reason).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Refund $15.80' }));
    expect(reason).toHaveAccessibleDescription('Give the reason for the refund: it is kept in the order’s history.');
    expect(service.requests().filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(reason, 'Tomatoes arrived bruised');
    await user.click(screen.getByRole('button', { name: 'Refund $15.80' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Order TV-7K3M9Q2X was refunded.'));
    expect(service.requests().at(-1)).toEqual({ method: 'POST', url: REFUND_URL, body: { reason: 'Tomatoes arrived bruised' } });
    expect(screen.getByText('Nothing more can be done with this order.')).toBeInTheDocument();
  });

  it('keeps the order as it was when the refund is called off', async () => {
    const service = fakeService(SIGNED_IN, { url: ORDER_URL, body: withStatus('paid') });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    await user.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.getByRole('button', { name: 'Refund…' })).toBeInTheDocument();
    expect(service.requests().filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says so when there is no such order', async () => {
    fakeService(SIGNED_IN, { url: ORDER_URL, status: 404, body: { error: 'No order TV-7K3M9Q2X.', code: 'not_found' } });
    open();
    expect(await screen.findByText('There is no order TV-7K3M9Q2X.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no order TV-7K3M9Q2X.');
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/office');
  });
});
