import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import PrivacyPage from '../pages/PrivacyPage';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { spyOnToasts } from '../testing/toasts';
import { report } from '../testing/visitorFixtures';

const FIND_URL = `${API_PATHS.staffPrivacy}?email=marta%40example.com`;
const FOUND = { url: FIND_URL, body: report() };
const ERASED = {
  method: 'POST',
  url: API_PATHS.staffPrivacyErase,
  body: { deleted: { contactMessages: 1, boxRequests: 1, comments: 1, newsletter: 1, outboxMessages: 4 }, keptOrders: 1 },
};

const open = () => renderPage(OFFICE_PATHS.privacy, PrivacyPage, '/office/privacy');
const posts = (service: ReturnType<typeof fakeService>) => service.requests().filter((request) => request.method === 'POST');

async function find(user: ReturnType<typeof userEvent.setup>, email = ' marta@example.com ') {
  await user.type(await screen.findByRole('textbox', { name: /E-mail address/ }), email);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

describe('the privacy page', () => {
  const toasts = spyOnToasts();

  it('finds everything stored about an address, by kind, with the orders kept for the tax law', async () => {
    fakeService(SIGNED_IN, FOUND);
    const user = userEvent.setup();
    open();
    await find(user);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Stored about marta@example.com' });
    await waitFor(() => expect(heading).toHaveFocus());
    const kinds = screen.getAllByRole('heading', { level: 3 }).map((kind) => kind.textContent);
    expect(kinds).toEqual(['Contact messages (1)', 'Box requests (1)', 'Comments (1)', 'Newsletter', 'Orders, kept (1)']);
    const found = screen.getByTestId('privacy-report');
    expect(found).toHaveTextContent('12 Nov 2026, 14:05 · New · Do you deliver to restaurants?');
    expect(found).toHaveTextContent('Family, weekly · Contacted');
    expect(found).toHaveTextContent('On post 3 · Approved · Lovely carrots!');
    expect(found).toHaveTextContent('Confirmed subscriber, since 1 Oct 2026, 10:00');
    expect(found).toHaveTextContent('E-mails to or about this address in the outbox: 4');
    expect(found).toHaveTextContent('Orders are kept for the tax law: they are not deleted.');
    expect(within(found).getByRole('link', { name: 'TV-7K3M9Q2X' })).toHaveAttribute('href', '/office/orders/TV-7K3M9Q2X');
    // The address never goes into the page's own URL.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/office\/privacy$/);
  });

  it('deletes only after a second, explicit button, then says what was deleted and what was kept', async () => {
    const service = fakeService(SIGNED_IN, FOUND, ERASED);
    const user = userEvent.setup();
    open();
    await find(user);
    await user.click(await screen.findByRole('button', { name: 'Delete everything about this address…' }));
    expect(posts(service)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Delete everything about this address?' })).toHaveFocus();
    expect(screen.getByText(/It cannot be undone\. Orders stay\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yes, delete everything about marta@example.com' }));
    const done = await screen.findByTestId('privacy-erased');
    expect(posts(service)).toEqual([{ method: 'POST', url: API_PATHS.staffPrivacyErase, body: { email: 'marta@example.com' } }]);
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 contact message', '1 box request', '1 comment', '1 newsletter sign-up', '4 e-mails in the outbox']);
    expect(done).toHaveTextContent('1 order kept for the tax law.');
    expect(toasts.success).toHaveBeenCalledWith('Everything about marta@example.com was deleted, but its orders.');
    expect(screen.queryByTestId('privacy-report')).not.toBeInTheDocument();
  });

  it('keeps everything when the confirmation is turned down, focus back on the first button', async () => {
    const service = fakeService(SIGNED_IN, FOUND, ERASED);
    const user = userEvent.setup();
    open();
    await find(user);
    await user.click(await screen.findByRole('button', { name: 'Delete everything about this address…' }));
    await user.click(screen.getByRole('button', { name: 'Keep everything' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete everything about this address…' })).toHaveFocus());
    expect(posts(service)).toEqual([]);
  });

  it('offers no deletion when only orders are stored', async () => {
    fakeService(SIGNED_IN, {
      url: FIND_URL,
      body: report({ contactMessages: [], boxRequests: [], comments: [], newsletter: null, outboxMessages: 0 }),
    });
    const user = userEvent.setup();
    open();
    await find(user);
    expect(await screen.findByText('Nothing is stored about this address apart from any orders listed below.')).toBeInTheDocument();
    expect(screen.getByTestId('privacy-report')).toHaveTextContent('NewsletterNot on the list');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('asks for an address before looking, and says the service’s refusal', async () => {
    const service = fakeService(SIGNED_IN, {
      url: `${API_PATHS.staffPrivacy}?email=x`,
      status: 400,
      body: { error: 'E-mail must be at least 3 characters.', code: 'validation' },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Find' }));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription('Enter the e-mail address to look for.');
    expect(service.requests().filter((request) => request.url.startsWith(API_PATHS.staffPrivacy))).toEqual([]);
    await find(user, 'x');
    expect(await screen.findByText('E-mail must be at least 3 characters.')).toBeInTheDocument();
  });
});
