import { screen, within } from '@testing-library/react';
import { API_PATHS } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import HoldsPage from '../pages/HoldsPage';
import { fakeService, SIGNED_IN, summary } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';

const HELD = { state: 'held', estimateCents: 1580, heldCents: 1769, chargedCents: null, holdEndsAt: '2026-11-19T14:06:00.000Z' } as const;
const ENDING = summary('TV-END1NG01', { payment: HELD });
const LAPSED = summary('TV-LAPSED01', { payment: { ...HELD, state: 'lapsed', holdEndsAt: '2026-11-10T09:00:00.000Z' } });
const LINK_SENT = summary('TV-PAYL1NK1', { payment: { ...HELD, state: 'pay_link_sent', chargedCents: 1662 } });

const open = () => renderPage(OFFICE_PATHS.holds, HoldsPage, '/office/holds');
const rows = (group: HTMLElement) =>
  within(group)
    .getAllByTestId('order-row')
    .map((row) => [within(row).getByRole('link').textContent, within(row).getByRole('link').getAttribute('href')]);

describe('the card holds', () => {
  it('lists the holds ending within a day and those ended unpaid, each row linking to its order with its money', async () => {
    fakeService(SIGNED_IN, { url: API_PATHS.staffHolds, body: { endingSoon: [ENDING], lapsed: [LAPSED, LINK_SENT] } });
    open();
    const ending = await screen.findByRole('region', { name: 'Hold ends within 24 hours' });
    const lapsed = screen.getByRole('region', { name: 'Hold ended: weigh, or wait for the pay link' });
    expect(rows(ending)).toEqual([['TV-END1NG01', '/office/orders/TV-END1NG01']]);
    expect(rows(lapsed)).toEqual([
      ['TV-LAPSED01', '/office/orders/TV-LAPSED01'],
      ['TV-PAYL1NK1', '/office/orders/TV-PAYL1NK1'],
    ]);
    const held = within(ending).getByTestId('order-row-payment');
    expect(held).toHaveTextContent(/^Card held \$17\.69 \(estimate \$15\.80\) · Hold ends /);
    expect(within(held).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('datetime', HELD.holdEndsAt);
    expect(
      within(lapsed)
        .getAllByTestId('order-row-payment')
        .map((said) => said.textContent),
    ).toEqual(['Card hold ended before it was weighed (estimate $15.80)', 'Pay link sent for $16.62; not paid yet']);
    expect(screen.getByRole('link', { name: 'Card holds' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when no hold needs the farm', async () => {
    fakeService(SIGNED_IN, { url: API_PATHS.staffHolds, body: { endingSoon: [], lapsed: [] } });
    open();
    expect(await screen.findByText('No hold ends within 24 hours.')).toBeInTheDocument();
    expect(screen.getByText('No hold has ended unpaid.')).toBeInTheDocument();
    expect(screen.queryByTestId('order-row')).not.toBeInTheDocument();
  });
});
