import { screen } from '@testing-library/react';
import { API_PATHS } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import SubscribersPage from '../pages/SubscribersPage';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';

const open = () => renderPage(OFFICE_PATHS.subscribers, SubscribersPage, '/office/subscribers');

describe('the subscribers', () => {
  it('lists the confirmed addresses with when each confirmed, their count, and the CSV to download', async () => {
    fakeService(SIGNED_IN, {
      url: API_PATHS.staffSubscribers,
      body: {
        subscribers: [
          { email: 'marta@example.com', confirmedAt: '2026-11-12T14:05:00.000Z' },
          { email: 'ana@example.com', confirmedAt: '2026-10-01T10:00:00.000Z' },
        ],
      },
    });
    open();
    const rows = await screen.findAllByTestId('subscriber');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['marta@example.com', '12 Nov 2026, 14:05'],
      ['ana@example.com', '1 Oct 2026, 10:00'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 confirmed subscribers.');
    const csv = screen.getByRole('link', { name: 'Download CSV (confirmed subscribers)' });
    expect(csv).toHaveAttribute('href', `${API_PATHS.staffSubscribers}?format=csv`);
    expect(csv).toHaveAttribute('download');
  });

  it('says so when nobody has confirmed yet, and still offers the CSV', async () => {
    fakeService(SIGNED_IN, { url: API_PATHS.staffSubscribers, body: { subscribers: [] } });
    open();
    expect(await screen.findByText('No confirmed subscribers yet.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV (confirmed subscribers)' })).toBeInTheDocument();
  });
});
