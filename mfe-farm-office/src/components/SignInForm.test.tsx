import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import OrdersPage from '../pages/OrdersPage';
import { fakeService, SIGN_IN_ACCEPTED, SIGNED_IN, SIGNED_OUT, summary } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';

const LIST = { url: /^\/api\/staff\/orders/, body: { orders: [summary('TV-AAAA1111')], page: 1, pageSize: 25, total: 1 } };
const WRONG = 'That e-mail address and password do not match a staff account.';

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in', () => {
  it('is what /office shows to someone not signed in: labelled Email and Password, and Sign in', async () => {
    const service = fakeService(SIGNED_OUT);
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    expect(screen.getByRole('heading', { level: 1, name: 'Farm office' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sign in with your staff e-mail address and password.'));
    expect(service.requests()).toEqual([{ method: 'GET', url: API_PATHS.staffSession, body: undefined }]);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('reads the 401 of a service older than the 200 answer as nobody signed in, with nothing to tell', async () => {
    // Such a service's refusals carry no code either.
    fakeService({ url: API_PATHS.staffSession, status: 401, body: { error: "Sign in to the farm's office first." } });
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sign in with your staff e-mail address and password.'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('opens the page at once for someone the session answer says is signed in', async () => {
    const service = fakeService(SIGNED_IN, LIST);
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    expect(await screen.findByRole('link', { name: 'TV-AAAA1111' })).toBeInTheDocument();
    expect(screen.getByText('packer@terraverde.farm')).toBeInTheDocument();
    expect(service.requests()[0]).toEqual({ method: 'GET', url: API_PATHS.staffSession, body: undefined });
  });

  it("says the service's trouble beside the form when the session question fails otherwise", async () => {
    fakeService({ url: API_PATHS.staffSession, status: 503, body: { error: 'The order store is not answering.', code: 'unavailable' } });
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    expect(await screen.findByText('The order store is not answering.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("shows the service's sentence in an alert and clears nothing that was typed", async () => {
    const service = fakeService(SIGNED_OUT, {
      method: 'POST',
      url: API_PATHS.staffSession,
      status: 401,
      body: { error: WRONG, code: 'not_signed_in' },
    });
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    await fillIn(user, 'packer@terraverde.farm', 'not the password');
    await screen.findByText(WRONG);
    expect(screen.getByRole('alert')).toHaveTextContent(WRONG);
    expect(screen.getByLabelText('Email')).toHaveValue('packer@terraverde.farm');
    expect(screen.getByLabelText('Password')).toHaveValue('not the password');
    expect(service.requests()[1]).toEqual({
      method: 'POST',
      url: API_PATHS.staffSession,
      body: { email: 'packer@terraverde.farm', password: 'not the password' },
    });
  });

  it('says how long to wait after too many attempts, in its own words when the service gave none', async () => {
    fakeService(SIGNED_OUT, { method: 'POST', url: API_PATHS.staffSession, status: 429, headers: { 'Retry-After': '120' } });
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    await fillIn(user, 'packer@terraverde.farm', 'guess');
    await screen.findByText('Too many attempts. Try again in 2 minutes.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
  });

  it('asks for both fields before asking the service', async () => {
    const service = fakeService(SIGNED_OUT);
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    await user.type(await screen.findByLabelText('Email'), 'packer@terraverde.farm');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your e-mail address and your password.');
    expect(service.requests().filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('opens the list once signed in, and Sign out brings the sign-in back', async () => {
    const service = fakeService(SIGNED_OUT, SIGN_IN_ACCEPTED, LIST, { method: 'DELETE', url: API_PATHS.staffSession, status: 204 });
    const user = userEvent.setup();
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    await fillIn(user, 'packer@terraverde.farm', 'correct horse battery');
    // The form (and its button, which had focus) is gone: focus goes on from the page's heading.
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'TV-AAAA1111' })).toBeInTheDocument();
    expect(screen.getByText('packer@terraverde.farm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(service.requests().at(-1)).toMatchObject({ method: 'DELETE', url: API_PATHS.staffSession });
  });

  it('comes back, saying so, when the session ends while the office is open', async () => {
    fakeService(SIGNED_IN, { url: /^\/api\/staff\/orders/, status: 401, body: { error: 'Please sign in.', code: 'not_signed_in' } });
    renderPage(OFFICE_PATHS.orders, OrdersPage, '/office');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
