import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, pathWith } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import InboxPage from '../pages/InboxPage';
import MessagePage from '../pages/MessagePage';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';
import { counts, message } from '../testing/visitorFixtures';

const NEW_OLD = message({ id: 'm-1', name: 'Old New', receivedAt: '2026-11-01T08:00:00.000Z' });
const ANSWERED_LATEST = message({ id: 'm-2', name: 'Answered Latest', status: 'answered', receivedAt: '2026-11-20T08:00:00.000Z' });
const NEW_RECENT = message({
  id: 'm-3',
  name: 'Recent New',
  text: '\n  Hello from the school!\nSecond line',
  receivedAt: '2026-11-15T08:00:00.000Z',
});
const SPAM = message({ id: 'm-4', name: 'Cheap Pills', status: 'spam', receivedAt: '2026-11-18T08:00:00.000Z' });

const MESSAGE = message();
const MESSAGE_URL = pathWith(API_PATHS.staffMessage, { id: MESSAGE.id });
const STATUS_URL = pathWith(API_PATHS.staffMessageStatus, { id: MESSAGE.id });

const openInbox = () => renderPage(OFFICE_PATHS.inbox, InboxPage, '/office/inbox');
const openMessage = () => renderPage(OFFICE_PATHS.message, MessagePage, `/office/inbox/${MESSAGE.id}`);
const actions = () =>
  within(screen.getByRole('region', { name: 'Work this message' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the Inbox', () => {
  it('lists new messages first, then the newest, each with its name, e-mail, time, first line and state', async () => {
    // In whatever order the service answers.
    fakeService(SIGNED_IN, { url: API_PATHS.staffMessages, body: { messages: [ANSWERED_LATEST, NEW_OLD, SPAM, NEW_RECENT] } });
    openInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Recent New',
      'Old New',
      'Answered Latest',
      'Cheap Pills',
    ]);
    expect(rows[0]).toHaveTextContent('marta@example.com');
    expect(rows[0]).toHaveTextContent('15 Nov 2026, 08:00');
    expect(within(rows[0]).getByRole('cell', { name: /Hello from the school!/ })).not.toHaveTextContent('Second line');
    expect(rows[0]).toHaveTextContent('New');
    expect(rows[2]).toHaveTextContent('Answered');
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/office/inbox/m-3');
    expect(screen.getByRole('status')).toHaveTextContent('4 messages, 2 new.');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nothing has arrived, and says the service’s trouble when it fails', async () => {
    fakeService(SIGNED_IN, { url: API_PATHS.staffMessages, body: { messages: [] } });
    const { unmount } = openInbox();
    expect(await screen.findByText('No messages yet. What visitors send with the contact form arrives here.')).toBeInTheDocument();
    unmount();

    fakeService(SIGNED_IN, {
      url: API_PATHS.staffMessages,
      status: 503,
      body: { error: 'The order store is not available.', code: 'unavailable' },
    });
    openInbox();
    expect(await screen.findByText('The order store is not available.')).toBeInTheDocument();
    expect(screen.queryByTestId('inbox-row')).not.toBeInTheDocument();
  });
});

describe('a message’s page', () => {
  const toasts = spyOnToasts();

  it('shows the whole text as typed, line breaks kept and markup as text, the phone, and Reply by e-mail', async () => {
    const typed = '<b>Hi</b> there,\n\n  two lines down & indented';
    fakeService(SIGNED_IN, { url: MESSAGE_URL, body: { message: { ...MESSAGE, text: typed } } });
    openMessage();
    const text = await screen.findByTestId('message-text');
    expect(text.textContent).toBe(typed);
    expect(text).toHaveClass('office-message__text');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'From Marta Lima' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4830250199' })).toHaveAttribute('href', 'tel:4830250199');
    expect(screen.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:marta@example.com?subject=Your%20message%20to%20Terra%20Verde',
    );
    expect(actions()).toEqual(['Mark answered', 'Mark as spam']);
    // Still the Inbox's section in the bar.
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks it answered: the service is told, the page shows the answer, and the bar’s count is asked again', async () => {
    const answered = {
      ...MESSAGE,
      status: 'answered' as const,
      handledBy: 'packer@terraverde.farm',
      handledAt: '2026-11-12T15:00:00.000Z',
    };
    const service = fakeService(
      SIGNED_IN,
      { url: API_PATHS.staffCounts, body: counts({ newMessages: 1 }) },
      { url: MESSAGE_URL, body: { message: MESSAGE } },
      { method: 'POST', url: STATUS_URL, body: { message: answered } },
    );
    const user = userEvent.setup();
    openMessage();
    expect(await screen.findByRole('link', { name: 'Inbox, 1 new' })).toBeInTheDocument();
    service.answer({ url: API_PATHS.staffCounts, body: counts() });
    await user.click(await screen.findByRole('button', { name: 'Mark answered' }));

    expect(await screen.findByTestId('message-handled')).toHaveTextContent('Answered by packer@terraverde.farm 12 Nov 2026, 15:00');
    expect(service.requests().find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      url: STATUS_URL,
      body: { to: 'answered' },
    });
    expect(toasts.success).toHaveBeenCalledWith('The message from Marta Lima is now answered.');
    expect(actions()).toEqual(['Mark as new']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Inbox, / })).not.toBeInTheDocument();
  });

  it('offers Mark as new for spam, and says a refusal in a toast, the message unchanged', async () => {
    fakeService(
      SIGNED_IN,
      { url: MESSAGE_URL, body: { message: { ...MESSAGE, status: 'spam' } } },
      { method: 'POST', url: STATUS_URL, status: 503, body: { error: 'The order store is not available.', code: 'unavailable' } },
    );
    const user = userEvent.setup();
    openMessage();
    await user.click(await screen.findByRole('button', { name: 'Mark as new' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The order store is not available.'));
    expect(actions()).toEqual(['Mark as new']);
  });

  it('says when there is no such message', async () => {
    fakeService(SIGNED_IN, { url: MESSAGE_URL, status: 404, body: { error: 'No such message.', code: 'not_found' } });
    openMessage();
    expect(await screen.findByText('There is no such message: it may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/office/inbox');
  });
});
