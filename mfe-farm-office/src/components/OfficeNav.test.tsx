import { screen, within } from '@testing-library/react';
import { API_PATHS } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import SubscribersPage from '../pages/SubscribersPage';
import { fakeService, SIGNED_IN, SIGNED_OUT } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';
import { counts } from '../testing/visitorFixtures';

const open = () => renderPage(OFFICE_PATHS.subscribers, SubscribersPage, '/office/subscribers');
const SUBSCRIBERS = { url: API_PATHS.staffSubscribers, body: { subscribers: [] } };

describe("the office's bar", () => {
  it('names the farm and every section in the order of the day’s work, then who is signed in and Sign out', async () => {
    fakeService(SIGNED_IN, SUBSCRIBERS);
    open();
    const nav = await screen.findByRole('navigation', { name: 'Farm office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Orders', '/office'],
      ['Packing', '/office/packing'],
      ['Card holds', '/office/holds'],
      ['Products', '/office/products'],
      ['Delivery', '/office/delivery'],
      ['Inbox', '/office/inbox'],
      ['Box requests', '/office/box-requests'],
      ['Subscribers', '/office/subscribers'],
      ['Comments', '/office/comments'],
      ['Field vitals', '/office/vitals'],
      ['Privacy', '/office/privacy'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Terra Verde' })).toHaveAttribute('href', '/');
    expect(screen.getByText('packer@terraverde.farm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows what waits as a badge, named in words for screen readers, and no badge for nothing', async () => {
    fakeService(SIGNED_IN, SUBSCRIBERS, { url: API_PATHS.staffCounts, body: counts({ newMessages: 3, pendingComments: 2 }) });
    open();
    const inbox = await screen.findByRole('link', { name: 'Inbox, 3 new' });
    expect(inbox).toHaveTextContent('Inbox3');
    expect(screen.getByRole('link', { name: 'Comments, 2 waiting' })).toHaveTextContent('Comments2');
    expect(screen.getByRole('link', { name: 'Box requests' })).toHaveTextContent(/^Box requests$/);
  });

  it('shows no sections to someone not signed in, and asks for no counts', async () => {
    const service = fakeService(SIGNED_OUT);
    open();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(service.requests().map((request) => request.url)).not.toContain(API_PATHS.staffCounts);
  });
});
