import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import DeliveryPage from '../pages/DeliveryPage';
import { BOOKINGS_23, RULES, SCREEN, screenOf } from '../testing/deliveryFixtures';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';

const open = () => renderPage(OFFICE_PATHS.delivery, DeliveryPage, '/office/delivery');
/** A day's row (a card on a phone), by the day as it reads. */
const day = (name: string) => screen.getAllByTestId('delivery-day').find((row) => within(row).queryByText(name))!;
/** Each cell of a row, under its column's name, as a screen reader reads the table. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const puts = (service: ReturnType<typeof fakeService>) => service.requests().filter((request) => request.method === 'PUT');

describe("the Delivery screen's days", () => {
  const toasts = spyOnToasts();

  it('shows the next 14 days with pickups and each zone booked against capacity, full and closed days in words', async () => {
    fakeService(SIGNED_IN, SCREEN);
    open();
    expect(await screen.findAllByTestId('delivery-day')).toHaveLength(14);
    const table = screen.getByRole('table', { name: 'Bookings for the next 14 days, against what the farm can pack' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', 'Pickup', 'Island', 'Mainland', 'Actions']);
    // Monday: no van goes out; pickups only.
    expect(cells(day('Monday, 21 December 2026'))).toEqual([
      '0 of 40',
      'No delivery',
      'No delivery',
      'Close this day (Monday, 21 December 2026)',
    ]);
    expect(cells(day('Tuesday, 22 December 2026'))).toEqual(['0 of 40', '25 of 25 Full', 'No delivery', expect.any(String)]);
    expect(cells(day('Wednesday, 23 December 2026'))).toEqual(['3 of 40', 'No delivery', '7 of 10', expect.any(String)]);
    // Sunday: the farm is closed for pickup, whatever the pickup's capacity.
    expect(cells(day('Sunday, 27 December 2026'))).toEqual(['No pickup', 'No delivery', 'No delivery', expect.any(String)]);
    const christmas = day('Friday, 25 December 2026');
    expect(within(christmas).getByRole('rowheader')).toHaveTextContent('Friday, 25 December 2026Closed');
    expect(within(christmas).getByRole('button', { name: 'Reopen (Friday, 25 December 2026)' })).toBeInTheDocument();
    expect(within(christmas).queryByRole('button', { name: /^Close/ })).not.toBeInTheDocument();
    expect(within(day('Tuesday, 22 December 2026')).getByRole('rowheader').querySelector('time')).toHaveAttribute('datetime', '2026-12-22');
  });

  it('shows no limit for pickups without a capacity', async () => {
    fakeService(SIGNED_IN, {
      url: API_PATHS.staffDelivery,
      body: screenOf({ ...RULES, pickup: { capacityPerDay: null, cutoffHour: 24 } }),
    });
    open();
    await screen.findAllByTestId('delivery-day');
    expect(cells(day('Wednesday, 23 December 2026'))[0]).toBe('3, no limit');
  });

  it('closes a day after listing the orders already booked on it, saving the rules with that day closed', async () => {
    const closed = screenOf({ ...RULES, closedDays: ['2026-12-23', '2026-12-25'] });
    const service = fakeService(SIGNED_IN, SCREEN, BOOKINGS_23, { method: 'PUT', url: API_PATHS.staffDelivery, body: closed });
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('delivery-day');
    const opener = within(day('Wednesday, 23 December 2026')).getByRole('button', { name: 'Close this day (Wednesday, 23 December 2026)' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');

    const panel = screen.getByRole('region', { name: 'Close Wednesday, 23 December 2026?' });
    expect(within(panel).getByRole('heading', { name: 'Close Wednesday, 23 December 2026?' })).toHaveFocus();
    const toCall = await within(panel).findByTestId('to-call');
    expect(panel).toHaveTextContent('These 2 orders are already booked on this day. Call the customers to move them:');
    expect(
      within(toCall)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rui Costa, TV-MA1NLAND, Delivery, Wed 23 Dec (Mainland)', 'Lia Moreira, TV-P1CKUP23, Pickup Wed 23 Dec']);
    expect(within(toCall).getByRole('link', { name: 'TV-MA1NLAND' })).toHaveAttribute('href', '/office/orders/TV-MA1NLAND');
    expect(puts(service)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Close Wednesday, 23 December 2026' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Wednesday, 23 December 2026 is closed: the shop no longer offers it.'),
    );
    expect(puts(service)).toEqual([
      { method: 'PUT', url: API_PATHS.staffDelivery, body: { ...RULES, closedDays: ['2026-12-23', '2026-12-25'] } },
    ]);
    expect(screen.queryByTestId('close-day')).not.toBeInTheDocument();
    const reopen = within(day('Wednesday, 23 December 2026')).getByRole('button', { name: 'Reopen (Wednesday, 23 December 2026)' });
    await waitFor(() => expect(reopen).toHaveFocus());
    // The rules' own list of closed days follows.
    expect(
      within(screen.getByTestId('closed-days'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('time')?.dateTime),
    ).toEqual(['2026-12-23', '2026-12-25']);
  });

  it('says when nobody is booked, and keeps the day open when asked, by keyboard', async () => {
    const service = fakeService(SIGNED_IN, SCREEN, {
      url: `${API_PATHS.staffDeliveryBookings}?day=2026-12-21`,
      body: { day: '2026-12-21', orders: [] },
    });
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('delivery-day');
    const opener = within(day('Monday, 21 December 2026')).getByRole('button', { name: /^Close this day/ });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No orders are booked on this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByTestId('close-day')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(puts(service)).toEqual([]);
  });

  it("shows the service's refusal in the confirmation and keeps the day open", async () => {
    const refusal = 'The delivery rules were changed meanwhile. Reload the page and try again.';
    fakeService(SIGNED_IN, SCREEN, BOOKINGS_23, {
      method: 'PUT',
      url: API_PATHS.staffDelivery,
      status: 409,
      body: { error: refusal, code: 'state_conflict' },
    });
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('delivery-day');
    await user.click(within(day('Wednesday, 23 December 2026')).getByRole('button', { name: /^Close this day/ }));
    const panel = screen.getByTestId('close-day');
    await user.click(within(panel).getByRole('button', { name: 'Close Wednesday, 23 December 2026' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(refusal));
    expect(within(panel).getByRole('alert')).toHaveTextContent(refusal);
    expect(within(day('Wednesday, 23 December 2026')).queryByText('Closed')).not.toBeInTheDocument();
  });

  it('reopens a closed day at once', async () => {
    const service = fakeService(SIGNED_IN, SCREEN, {
      method: 'PUT',
      url: API_PATHS.staffDelivery,
      body: screenOf({ ...RULES, closedDays: [] }),
    });
    const user = userEvent.setup();
    open();
    await screen.findAllByTestId('delivery-day');
    await user.click(within(day('Friday, 25 December 2026')).getByRole('button', { name: 'Reopen (Friday, 25 December 2026)' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Friday, 25 December 2026 is open again.'));
    expect(puts(service)).toEqual([{ method: 'PUT', url: API_PATHS.staffDelivery, body: { ...RULES, closedDays: [] } }]);
    expect(within(day('Friday, 25 December 2026')).getByRole('button', { name: /^Close this day/ })).toBeInTheDocument();
  });

  it('lists who changed the rules last, a script by its name', async () => {
    fakeService(SIGNED_IN, SCREEN);
    open();
    expect((await screen.findByTestId('rule-changes')).textContent).toBe(
      '20 Nov 2026, 09:30 by packer@terraverde.farm2 Nov 2026, 08:00 by a script (admin token)',
    );
  });

  it("shows the screen's refusal in an alert", async () => {
    fakeService(SIGNED_IN, {
      url: API_PATHS.staffDelivery,
      status: 503,
      body: { error: 'The order service is starting.', code: 'unavailable' },
    });
    open();
    expect(await screen.findByText('The order service is starting.')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-day')).not.toBeInTheDocument();
  });
});
