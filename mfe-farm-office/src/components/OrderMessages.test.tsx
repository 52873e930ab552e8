import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, pathWith } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import OrderPage from '../pages/OrderPage';
import { detail, fakeService, MESSAGES, ORDER, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';

const ORDER_URL = pathWith(API_PATHS.staffOrder, { number: ORDER.number });
const FARMS = MESSAGES[1];
const RESEND_URL = pathWith(API_PATHS.staffOrderMessageResend, { number: ORDER.number, id: FARMS.id });
const COPY = {
  ...FARMS,
  id: '6f1c2a9e-0b1d-4c55-9a57-0d3e2f7b8c03',
  status: 'pending' as const,
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-13T09:00:00.000Z',
};

const open = () => renderPage(OFFICE_PATHS.order, OrderPage, `/office/orders/${ORDER.number}`);
const card = () => screen.findByRole('region', { name: 'Messages' });
const rows = () => screen.getAllByTestId('order-message').map((row) => row.textContent);

describe("an order's messages in the office", () => {
  const toasts = spyOnToasts();

  it('lists each message: to whom, its subject, its state in words and its attempts', async () => {
    fakeService(SIGNED_IN, { url: ORDER_URL, body: detail(ORDER, [], MESSAGES) });
    open();
    await card();
    expect(rows()).toEqual([
      'Your Terra Verde order TV-7K3M9Q2XTo "Ana Souza" <ana@example.com>Sent 12 Nov 2026, 14:06 · 1 attemptResend',
      'New order TV-7K3M9Q2XTo orders@terraverde.farmFailed: 550 Mailbox unavailable · 3 attemptsResend',
    ]);
    // Each Resend says, to a screen reader, which message it sends again.
    expect(screen.getByRole('button', { name: 'Resend Your Terra Verde order TV-7K3M9Q2X' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend New order TV-7K3M9Q2X' })).toBeInTheDocument();
  });

  it('says so when the order has no messages yet', async () => {
    fakeService(SIGNED_IN, { url: ORDER_URL, body: detail(ORDER) });
    open();
    expect(await card()).toHaveTextContent('No e-mails about this order yet.');
    expect(screen.queryAllByTestId('order-message')).toEqual([]);
  });

  it('resends a message and shows the order the service answers, its new copy waiting to send', async () => {
    const service = fakeService(
      SIGNED_IN,
      { url: ORDER_URL, body: detail(ORDER, [], MESSAGES) },
      { method: 'POST', url: RESEND_URL, body: detail(ORDER, [], [...MESSAGES, COPY]) },
    );
    const user = userEvent.setup();
    open();
    await card();
    await user.click(screen.getByRole('button', { name: 'Resend New order TV-7K3M9Q2X' }));
    await waitFor(() => expect(screen.getAllByTestId('order-message')).toHaveLength(3));
    expect(rows()[2]).toBe('New order TV-7K3M9Q2XTo orders@terraverde.farmWaiting to send · 0 attemptsResend');
    expect(service.requests().at(-1)).toEqual({ method: 'POST', url: RESEND_URL, body: undefined });
    expect(toasts.success).toHaveBeenCalledWith('A new copy of “New order TV-7K3M9Q2X” is waiting to send.');
    expect(
      within(await card())
        .getAllByRole('button', { name: /^Resend / })
        .every((button) => !(button as HTMLButtonElement).disabled),
    ).toBe(true);
  });

  it("shows the service's sentence in a toast when the resend is refused, and keeps the list", async () => {
    const refusal = `Order ${ORDER.number} has no message ${FARMS.id}.`;
    fakeService(
      SIGNED_IN,
      { url: ORDER_URL, body: detail(ORDER, [], MESSAGES) },
      { method: 'POST', url: RESEND_URL, status: 404, body: { error: refusal, code: 'not_found' } },
    );
    const user = userEvent.setup();
    open();
    await card();
    await user.click(screen.getByRole('button', { name: 'Resend New order TV-7K3M9Q2X' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(refusal));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('order-message')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend New order TV-7K3M9Q2X' })).toBeEnabled();
  });
});
