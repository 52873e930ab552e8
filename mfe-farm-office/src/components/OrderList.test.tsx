import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import OrdersPage from '../pages/OrdersPage';
import { fakeService, SIGNED_IN, summary } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';

/**
 * The office's clock, set by each test: a row says "Today" by comparing its time with the clock's
 * day, so a time taken from the real clock made the list's "Today" row yesterday's in the first
 * minute after midnight. Only Date is faked: the fetches, waitFor and user-event keep real timers.
 */
const setClock = (now: string) =>
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });

/** Where the clock stands unless a test sets it (jest.config.js reads times in UTC). */
const NOW = '2026-11-24T15:00:00.000Z';
const TODAY = '2026-11-24T14:59:00.000Z';

/** The list's answer: `count` orders of `total`, on `page`. */
const listPage = (page: number, total: number, count = Math.min(25, total), today = TODAY) => ({
  url: /^\/api\/staff\/orders(\?|$)/,
  body: {
    orders: Array.from({ length: count }, (_, i) =>
      summary(`TV-${String(page * 100 + i).padStart(8, '0')}`, i === 0 ? { createdAt: today } : {}),
    ),
    page,
    pageSize: 25,
    total,
  },
});

const address = () => screen.getByTestId('address').textContent;
const listRequests = (service: ReturnType<typeof fakeService>) =>
  service
    .requests()
    .filter((request) => request.url.startsWith(API_PATHS.staffOrders))
    .map((request) => request.url);

describe('the order list', () => {
  beforeEach(() => setClock(NOW));
  afterEach(() => jest.useRealTimers());

  // Half a minute either side of midnight: an order twenty seconds old is today's at both.
  it.each([
    ['2026-11-24T23:59:30.000Z', '2026-11-24T23:59:10.000Z', 'Today, 23:59'],
    ['2026-11-25T00:00:30.000Z', '2026-11-25T00:00:10.000Z', 'Today, 00:00'],
  ])(
    'at %s shows for each order its number as a link, the time, the customer and town, the items, the total and the status',
    async (now, placed, time) => {
      setClock(now);
      fakeService(SIGNED_IN, listPage(1, 2, 2, placed));
      renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
      const rows = await screen.findAllByTestId('order-row');
      expect(rows).toHaveLength(2);
      const [today, older] = rows.map((row) => within(row));
      expect(today.getByRole('link', { name: 'TV-00000100' })).toHaveAttribute('href', '/office/orders/TV-00000100');
      expect(today.getByText(time)).toHaveAttribute('datetime', placed);
      expect(older.getByText('12 Nov 2026, 14:05')).toHaveAttribute('datetime', '2026-11-12T14:05:00.000Z');
      expect(rows[1]).toHaveTextContent('Ana Souza, Guelph');
      expect(rows[1]).toHaveTextContent('$15.80');
      expect(rows[1]).toHaveTextContent('Paid');
      expect(within(rows[1]).getByText('3')).toHaveAttribute('data-label', 'Items');
      expect(within(rows[1]).getByText('Delivery').closest('td')).toHaveAttribute('data-label', 'Delivery or pickup');
      expect(screen.getByRole('status')).toHaveTextContent('Orders 1–2 of 2');
    },
  );

  it('says beside the status what is held or charged of an order with weighed produce, and nothing for one charged at once', async () => {
    const held = {
      state: 'held',
      estimateCents: 1580,
      heldCents: 1769,
      chargedCents: null,
      holdEndsAt: '2026-11-25T09:30:00.000Z',
    } as const;
    fakeService(SIGNED_IN, {
      url: /^\/api\/staff\/orders(\?|$)/,
      body: {
        orders: [
          summary('TV-HELD0001', { payment: held }),
          summary('TV-CHARGED1', { status: 'packed', payment: { ...held, state: 'captured', chargedCents: 1662 } }),
          summary('TV-AT0NCE01'),
        ],
        page: 1,
        pageSize: 25,
        total: 3,
      },
    });
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    const [heldRow, chargedRow, atOnceRow] = await screen.findAllByTestId('order-row');
    expect(within(heldRow).getByTestId('order-row-payment')).toHaveTextContent(
      'Card held $17.69 (estimate $15.80) · Hold ends 25 Nov 2026, 09:30',
    );
    expect(within(chargedRow).getByTestId('order-row-payment')).toHaveTextContent(/^Charged \$16\.62$/);
    expect(within(atOnceRow).queryByTestId('order-row-payment')).not.toBeInTheDocument();
  });

  it('marks a pickup with its day, and filters on pickups through the service', async () => {
    const service = fakeService(SIGNED_IN, {
      url: /^\/api\/staff\/orders(\?|$)/,
      body: {
        orders: [
          summary('TV-P1CKUP00', { fulfilment: { method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 } }),
        ],
        page: 1,
        pageSize: 25,
        total: 1,
      },
    });
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    const [row] = await screen.findAllByTestId('order-row');
    const cell = within(row).getByText('Pickup').closest('td')!;
    expect(cell).toHaveAttribute('data-label', 'Delivery or pickup');
    expect(within(cell).getByText('Sat 28 Nov')).toHaveAttribute('datetime', '2026-11-28');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery or pickup' }), 'Pickup');
    expect(address()).toBe('/office?method=pickup');
    await waitFor(() => expect(listRequests(service).at(-1)).toBe('/api/staff/orders?method=pickup'));
  });

  it("shows a delivery's booked day and zone, and a delivery made before zones as today", async () => {
    fakeService(SIGNED_IN, {
      url: /^\/api\/staff\/orders(\?|$)/,
      body: {
        orders: [
          summary('TV-1SLAND22', {
            totalCents: 2380,
            fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: '2026-12-22', zone: 'Island', feeCents: 800 },
          }),
          summary('TV-00000001'),
        ],
        page: 1,
        pageSize: 25,
        total: 2,
      },
    });
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    const [booked, before] = await screen.findAllByTestId('order-row');
    const cell = within(booked).getByText('Delivery').closest('td')!;
    expect(cell).toHaveTextContent(/^Delivery, Tue 22 Dec \(Island\)$/);
    expect(within(cell).getByText('Tue 22 Dec')).toHaveAttribute('datetime', '2026-12-22');
    expect(booked).toHaveTextContent('$23.80');
    expect(within(before).getByText('Delivery').closest('td')).toHaveTextContent(/^Delivery$/);
  });

  it('writes each filter into the address and asks the service for it, from the first page', async () => {
    const service = fakeService(SIGNED_IN, listPage(1, 2));
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office?page=3');
    await screen.findAllByTestId('order-row');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Packed');
    expect(address()).toBe('/office?status=packed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery or pickup' }), 'Delivery');
    expect(address()).toBe('/office?status=packed&method=delivery');
    // A date input types its value whole in a test: the browser's picker gives it whole too.
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    expect(address()).toBe('/office?status=packed&from=2026-11-01&method=delivery');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'souza{Enter}');
    expect(address()).toBe('/office?status=packed&from=2026-11-01&method=delivery&q=souza');
    await waitFor(() =>
      expect(listRequests(service).at(-1)).toBe('/api/staff/orders?status=packed&from=2026-11-01&method=delivery&q=souza'),
    );
    expect(listRequests(service)[0]).toBe('/api/staff/orders?page=3');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/office');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('reads its filters and page from the address, and pages through the address with the paginator', async () => {
    const service = fakeService(SIGNED_IN, listPage(2, 60));
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office?page=2&status=paid&q=ana');
    expect(await screen.findAllByTestId('order-row')).toHaveLength(25);
    expect(listRequests(service)).toEqual(['/api/staff/orders?status=paid&q=ana&page=2']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ana');
    expect(screen.getByRole('status')).toHaveTextContent('Orders 26–50 of 60');

    const pager = screen.getByRole('navigation', { name: 'Order list pages' });
    // Each page is a link keeping the filters, so it opens in a new tab as it is.
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?page=3&status=paid&q=ana');
    service.answer(listPage(3, 60, 10));
    await user.click(within(pager).getByRole('link', { name: 'Page 3' }));
    expect(address()).toBe('/office?status=paid&q=ana&page=3');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Orders 51–60 of 60'));
    expect(listRequests(service).at(-1)).toBe('/api/staff/orders?status=paid&q=ana&page=3');
  });

  it("says when nothing matches, and shows the service's sentence when it refuses", async () => {
    const service = fakeService(SIGNED_IN, listPage(1, 0));
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office?status=refunded');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    service.answer({
      url: /^\/api\/staff\/orders/,
      status: 400,
      body: { error: 'The date “from” must be a day such as 2026-11-01.', code: 'validation' },
    });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await screen.findByText('The date “from” must be a day such as 2026-11-01.');
    expect(screen.getByRole('alert')).toHaveTextContent('The date “from” must be a day such as 2026-11-01.');
  });
});
