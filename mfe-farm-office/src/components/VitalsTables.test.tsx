import { screen, within } from '@testing-library/react';
import { API_PATHS, type VitalsSummary } from 'contract';
import { OFFICE_PATHS } from '../data/officePaths';
import VitalsPage from '../pages/VitalsPage';
import { fakeService, SIGNED_IN } from '../testing/fakeService';
import { renderPage } from '../testing/renderPage';

const none = { p75: null, count: 0 };
const metrics = {
  LCP: { p75: 1250, count: 12 },
  INP: { p75: 80, count: 5 },
  CLS: { p75: 0.012, count: 12 },
  FCP: { p75: 640, count: 12 },
  TTFB: { p75: 90, count: 12 },
};
const SUMMARY: VitalsSummary = {
  from: '2026-11-21',
  to: '2026-11-27',
  routes: [
    { route: '/', remote: 'farm_content', reports: 3, metrics: { ...metrics, INP: none } },
    { route: '/product/:slug', remote: 'shop', reports: 12, metrics },
  ],
  remotes: [
    { remote: 'shop', build: '711ddf198cdefcc3', reports: 12, metrics },
    { remote: 'farm_content', build: null, reports: 3, metrics: { ...metrics, INP: none } },
  ],
};

const open = () => renderPage(OFFICE_PATHS.vitals, VitalsPage, '/office/vitals');
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the field vitals', () => {
  it('shows the 75th percentiles and the reports per page and per remote build, in captioned tables', async () => {
    fakeService(SIGNED_IN, { url: API_PATHS.staffVitals, body: SUMMARY });
    open();
    const byPage = await screen.findByRole('table', { name: 'Field vitals by page, 2026-11-21 to 2026-11-27' });
    expect(
      within(byPage)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Page', 'Remote', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'Reports']);
    const [home, product] = within(byPage).getAllByTestId('vitals-route');
    expect(cells(product)).toEqual(['/product/:slug', 'The shop', '1.25 s', '80 ms', '0.012', '640 ms', '90 ms', '12']);
    expect(cells(home)).toEqual(['/', 'This page', '1.25 s', 'none', '0.012', '640 ms', '90 ms', '3']);

    const byBuild = screen.getByRole('table', { name: 'Field vitals by remote build, 2026-11-21 to 2026-11-27' });
    expect(
      within(byBuild)
        .getAllByTestId('vitals-remote')
        .map((row) => cells(row).slice(0, 2)),
    ).toEqual([
      ['The shop', '711ddf198cdefcc3'],
      ['This page', 'not known'],
    ]);
    expect(screen.getByRole('link', { name: 'Field vitals' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nothing was reported', async () => {
    fakeService(SIGNED_IN, { url: API_PATHS.staffVitals, body: { ...SUMMARY, routes: [], remotes: [] } });
    open();
    expect(await screen.findByText('No page view has been reported in the last seven days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says in a sentence when the service cannot be read', async () => {
    fakeService(SIGNED_IN, {
      url: API_PATHS.staffVitals,
      status: 503,
      body: { error: 'The order store is not available.', code: 'unavailable' },
    });
    open();
    expect(await screen.findByText('The order store is not available.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The order store is not available.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
