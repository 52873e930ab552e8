import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_PATHS,
  BOX_REQUEST_STATUSES,
  BOX_REQUEST_TRANSITIONS,
  pathWith,
  VISITOR_NOTE_MAX_LENGTH,
  type BoxRequestStatus,
} from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import BoxRequestsPage from '../pages/BoxRequestsPage';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';
import { boxRequest, counts } from '../testing/visitorFixtures';

const REQUEST = boxRequest();
const STATUS_URL = pathWith(API_PATHS.staffBoxRequestStatus, { id: REQUEST.id });
const list = (...requests: ReturnType<typeof boxRequest>[]) => ({ url: API_PATHS.staffBoxRequests, body: { requests } });

const open = () => renderPage(OFFICE_PATHS.boxRequests, BoxRequestsPage, '/office/box-requests');
const card = (name: string) => screen.getByRole('article', { name });
const buttons = (name: string) =>
  within(card(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** What the office names each step's button; the steps themselves are the contract's. */
const BUTTON: Record<BoxRequestStatus, string> = {
  new: 'Mark as new',
  contacted: 'Mark contacted',
  active: 'Activate',
  declined: 'Decline',
};

describe('the box requests', () => {
  const toasts = spyOnToasts();

  it('lists new requests first, each with its box, way, postcode, first day, contact and state', async () => {
    fakeService(
      SIGNED_IN,
      list(
        boxRequest({ id: 'r-1', name: 'Active Household', status: 'active', createdAt: '2026-11-20T08:00:00.000Z' }),
        boxRequest({ id: 'r-2', name: 'Ana Souza', phone: '4830250147' }),
        boxRequest({
          id: 'r-3',
          name: 'Pickup Family',
          boxSize: 'large',
          frequency: 'biweekly',
          method: 'pickup',
          postcode: '',
          startDay: null,
          createdAt: '2026-11-13T08:00:00.000Z',
        }),
      ),
    );
    open();
    const cards = await screen.findAllByTestId('box-request');
    expect(cards.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Pickup Family',
      'Ana Souza',
      'Active Household',
    ]);
    const ana = card('Ana Souza');
    expect(ana).toHaveTextContent('BoxFamily, weekly');
    expect(ana).toHaveTextContent('HowDelivery');
    expect(ana).toHaveTextContent('Postcode88060-000');
    expect(ana).toHaveTextContent('First boxMonday, 7 December 2026');
    expect(ana).toHaveTextContent('New');
    expect(within(ana).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com?subject=Your%20Seasonal%20Produce%20Box',
    );
    expect(within(ana).getByRole('link', { name: '4830250147' })).toHaveAttribute('href', 'tel:4830250147');
    const pickup = card('Pickup Family');
    expect(pickup).toHaveTextContent('BoxGathering, biweekly');
    expect(pickup).toHaveTextContent('HowPickup');
    expect(pickup).not.toHaveTextContent('Postcode');
    expect(pickup).toHaveTextContent('First boxNo day named');
    expect(screen.getByRole('status')).toHaveTextContent('3 requests, 2 new.');
  });

  it.each(BOX_REQUEST_STATUSES)('offers for a %s request exactly the steps BOX_REQUEST_TRANSITIONS allows', async (status) => {
    fakeService(SIGNED_IN, list({ ...REQUEST, status }));
    open();
    await screen.findByTestId('box-request');
    expect(buttons('Ana Souza')).toEqual(BOX_REQUEST_TRANSITIONS[status].map((to) => `${BUTTON[to]} (Ana Souza)`));
    if (BOX_REQUEST_TRANSITIONS[status].length === 0) {
      expect(card('Ana Souza')).toHaveTextContent('Nothing more to do with this request.');
      expect(within(card('Ana Souza')).queryByRole('textbox')).not.toBeInTheDocument();
    }
  });

  it('moves a request on with its note, shows the note, and asks the bar’s counts again', async () => {
    const contacted = {
      ...REQUEST,
      status: 'contacted' as const,
      note: 'Called: wants Tuesdays.',
      updatedBy: 'packer@terraverde.farm',
      updatedAt: '2026-11-13T09:00:00.000Z',
    };
    const service = fakeService(SIGNED_IN, { url: API_PATHS.staffCounts, body: counts({ newBoxRequests: 1 }) }, list(REQUEST), {
      method: 'POST',
      url: STATUS_URL,
      body: { request: contacted },
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('link', { name: 'Box requests, 1 new' })).toBeInTheDocument();
    const note = await within(card('Ana Souza')).findByRole('textbox', { name: 'Note (optional)' });
    expect(note).toHaveAttribute('maxLength', String(VISITOR_NOTE_MAX_LENGTH));
    expect(note).toHaveAccessibleDescription(/up to 500 characters/);
    service.answer({ url: API_PATHS.staffCounts, body: counts() });
    await user.type(note, '  Called: wants Tuesdays. ');
    await user.click(screen.getByRole('button', { name: 'Mark contacted (Ana Souza)' }));

    expect(await screen.findByTestId('box-request-note')).toHaveTextContent(
      'Last noteCalled: wants Tuesdays.by packer@terraverde.farm, 13 Nov 2026, 09:00',
    );
    expect(service.requests().find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: STATUS_URL,
      body: { to: 'contacted', note: 'Called: wants Tuesdays.' },
    });
    expect(toasts.success).toHaveBeenCalledWith('The box request from Ana Souza is now contacted.');
    expect(buttons('Ana Souza')).toEqual(['Activate (Ana Souza)', 'Decline (Ana Souza)']);
    expect(within(card('Ana Souza')).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Box requests' })).toBeInTheDocument());
  });

  it('sends no note when none is written', async () => {
    const service = fakeService(SIGNED_IN, list(REQUEST), {
      method: 'POST',
      url: STATUS_URL,
      body: { request: { ...REQUEST, status: 'declined' } },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Decline (Ana Souza)' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(service.requests().find((request) => request.method === 'POST')?.body).toEqual({ to: 'declined' });
  });

  it('says a 409 in a toast and shows the requests as they are now', async () => {
    const conflict = 'This request is active already; it cannot become contacted.';
    const service = fakeService(SIGNED_IN, list(REQUEST), {
      method: 'POST',
      url: STATUS_URL,
      status: 409,
      body: { error: conflict, code: 'state_conflict' },
    });
    const user = userEvent.setup();
    open();
    const mark = await screen.findByRole('button', { name: 'Mark contacted (Ana Souza)' });
    service.answer(list({ ...REQUEST, status: 'active' }));
    await user.click(mark);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(conflict));
    expect(await screen.findByText('Nothing more to do with this request.')).toBeInTheDocument();
  });

  it('says so when nobody has asked for a box yet', async () => {
    fakeService(SIGNED_IN, list());
    open();
    expect(
      await screen.findByText('No box requests yet. What households ask for on the Subscription page arrives here.'),
    ).toBeInTheDocument();
  });
});
