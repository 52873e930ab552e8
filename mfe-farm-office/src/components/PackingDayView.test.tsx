import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import PackingPage from '../pages/PackingPage';
import { DELIVERY_ORDER, fakeService, ORDER, PICKUP_ORDER, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';

const DAY = '2026-11-24';
const OTHER = {
  ...ORDER,
  number: 'TV-22222222',
  customer: { ...ORDER.customer, firstName: 'Bruno', lastName: 'Lima', notes: null, phone: null },
};
const ANSWERS = [
  {
    url: `${API_PATHS.staffPacking}?day=${DAY}`,
    body: { day: DAY, lines: [{ productId: 1, title: 'Heirloom Tomatoes', quantity: 5, orders: 2, weight: null }] },
  },
  { url: `${API_PATHS.staffSlips}?day=${DAY}`, body: { day: DAY, orders: [ORDER, OTHER, PICKUP_ORDER] } },
  {
    url: `${API_PATHS.staffRunSheet}?day=${DAY}`,
    body: { day: DAY, stops: [{ zone: null, town: 'Guelph', postcode: 'N1H 2K5', orders: [ORDER, OTHER] }] },
  },
];

const address = () => screen.getByTestId('address').textContent;

describe('the packing page', () => {
  it("opens on the farm's today, as the service answers it, not the browser's", async () => {
    // The farm's day (FARM_TIME_ZONE) may differ from the browser's date: only the service knows it.
    const farmToday = '2026-11-23';
    const service = fakeService(
      SIGNED_IN,
      { url: API_PATHS.staffPacking, body: { day: farmToday, lines: [] } },
      { url: `${API_PATHS.staffPacking}?day=${farmToday}`, body: { day: farmToday, lines: [] } },
    );
    renderPage(OFFICE_PATHS.packing, PackingPage, '/office/packing');
    expect(await screen.findByText('Nothing to pack for this day.')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue(farmToday);
    expect(address()).toBe(`/office/packing?day=${farmToday}`);
    expect(service.requests().map((request) => request.url)).toContain(API_PATHS.staffPacking);
  });

  it('shows each section at its own address, with its CSV and Print', async () => {
    fakeService(SIGNED_IN, ...ANSWERS);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.packing, PackingPage, `/office/packing?day=${DAY}`);

    expect(await screen.findByRole('heading', { level: 2, name: /^Packing list/ })).toHaveTextContent('Tuesday, 24 November 2026');
    expect(
      screen.getByText(/the pickups and deliveries booked for this day, and the deliveries with no day booked paid on it/),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('packing-line').map((row) => row.textContent)).toEqual(['Heirloom Tomatoes52']);
    expect(screen.getByRole('link', { name: 'Download CSV (Packing list)' })).toHaveAttribute(
      'href',
      `${API_PATHS.staffPacking}?day=${DAY}&format=csv`,
    );
    await user.click(screen.getByRole('button', { name: 'Print (Packing list)' }));
    expect(print).toHaveBeenCalledTimes(1);

    const sections = screen.getByRole('navigation', { name: 'Packing sections' });
    expect(within(sections).getByRole('link', { name: 'Packing list' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(sections).getByRole('link', { name: 'Packing slips' }));
    expect(address()).toBe(`/office/packing?day=${DAY}&section=slips`);
    const slips = await screen.findAllByTestId('packing-slip');
    expect(slips.map((slip) => within(slip).getByRole('heading').textContent)).toEqual([
      'Order TV-7K3M9Q2X',
      'Order TV-22222222',
      'Order TV-P1CKUP00',
    ]);
    expect(slips[0]).toHaveTextContent('Ana Souza');
    expect(slips[0]).toHaveTextContent('Deliver to12 Orchard LaneGuelph, Ontario N1H 2K5Canada');
    // A pickup's slip says its day instead of an address.
    expect(slips[2]).toHaveTextContent('Pickup on Saturday, 28 November 2026');
    expect(slips[2]).not.toHaveTextContent('Deliver to');
    expect(slips[0]).toHaveTextContent('2 × Heirloom Tomatoes');
    expect(slips[0]).toHaveTextContent('Notes: Leave at the side door.');
    expect(slips[1]).not.toHaveTextContent('Notes');
    expect(screen.getByRole('link', { name: 'Download CSV (Packing slips)' })).toHaveAttribute(
      'href',
      `${API_PATHS.staffSlips}?day=${DAY}&format=csv`,
    );

    await user.click(within(sections).getByRole('link', { name: 'Delivery run sheet' }));
    const [stop] = await screen.findAllByTestId('run-stop');
    expect(within(stop).getByRole('heading', { level: 3 })).toHaveTextContent('Guelph N1H 2K5');
    expect(stop).toHaveTextContent('TV-7K3M9Q2X Ana Souza');
    expect(within(stop).getByRole('link', { name: '5195550147' })).toHaveAttribute('href', 'tel:5195550147');
    expect(stop).toHaveTextContent('Leave at the side door.');
    print.mockRestore();
  });

  it("says a booked delivery's day and zone on its slip, and groups the run by zone, those with none last", async () => {
    const day = '2026-12-22';
    const harbour = { ...DELIVERY_ORDER, number: 'TV-HARB0UR1', fulfilment: { ...DELIVERY_ORDER.fulfilment, zone: 'Harbour' } };
    fakeService(
      SIGNED_IN,
      { url: `${API_PATHS.staffSlips}?day=${day}`, body: { day, orders: [DELIVERY_ORDER] } },
      {
        url: `${API_PATHS.staffRunSheet}?day=${day}`,
        body: {
          day,
          stops: [
            { zone: 'Harbour', town: 'Guelph', postcode: 'N1H 2K5', orders: [harbour] },
            { zone: 'Island', town: 'Guelph', postcode: 'N1H 2K5', orders: [DELIVERY_ORDER] },
            { zone: null, town: 'Guelph', postcode: 'N1H 2K5', orders: [ORDER] },
          ],
        },
      },
    );
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.packing, PackingPage, `/office/packing?day=${day}&section=slips`);
    const [slip] = await screen.findAllByTestId('packing-slip');
    expect(within(slip).getByTestId('slip-delivery')).toHaveTextContent('Delivery on Tuesday, 22 December 2026 (Island)');
    expect(slip).toHaveTextContent('Deliver to12 Orchard Lane');

    await user.click(screen.getByRole('link', { name: 'Delivery run sheet' }));
    const zones = await screen.findAllByTestId('run-zone');
    expect(zones.map((zone) => within(zone).getByRole('heading', { level: 3 }).textContent)).toEqual(['Harbour', 'Island', 'No zone']);
    expect(within(zones[1]).getByRole('heading', { level: 4 })).toHaveTextContent('Guelph N1H 2K5');
    expect(zones[1]).toHaveTextContent('TV-1SLAND22 Ana Souza');
    expect(zones[2]).toHaveTextContent('TV-7K3M9Q2X Ana Souza');
  });

  it('moves to the day picked, keeping the section', async () => {
    const service = fakeService(SIGNED_IN, ...ANSWERS, { url: /day=2026-11-25/, body: { day: '2026-11-25', orders: [] } });
    renderPage(OFFICE_PATHS.packing, PackingPage, `/office/packing?day=${DAY}&section=slips`);
    await screen.findAllByTestId('packing-slip');
    // As the browser's picker does: the whole day at once.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(address()).toBe('/office/packing?day=2026-11-25&section=slips'));
    expect(await screen.findByText('No orders to pack for this day.')).toBeInTheDocument();
    expect(service.requests().at(-1)?.url).toBe(`${API_PATHS.staffSlips}?day=2026-11-25`);
  });
});
