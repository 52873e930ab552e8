import { API_PATHS } from 'contract';
import { BACKENDS } from './support/backends';
import { testConfig } from './support/fixtures';
import { signedInOffice } from './support/signedInOffice';

const ADMIN_TOKEN = 'date-bounds-admin-token-0123456789';

const outOfRange = (name: string, value: string) => `${name} must be between 2000-01-01 and 2100-12-31 (got ${JSON.stringify(value)}).`;

/**
 * Issue 37, point 9: extreme days were a 500 on the office's and the admin's lists (the database
 * refuses year 0 and year 10000). Every date a query gives is bounded, with a 400 sentence.
 */
describe.each(BACKENDS)('dates out of range, on %s', (_name, fresh) => {
  const office = signedInOffice(fresh, testConfig({ adminToken: ADMIN_TOKEN }));

  const staffGet = (path: string) => office.service.http.get(path).set('Cookie', office.cookie);
  const adminGet = (path: string) => office.service.http.get(path).set('Authorization', `Bearer ${ADMIN_TOKEN}`);

  it.each(
    [API_PATHS.staffPacking, API_PATHS.staffSlips, API_PATHS.staffRunSheet].flatMap((path) =>
      ['0000-01-01', '9999-12-31', '1999-12-31', '2101-01-01'].map((day) => [path, day]),
    ),
  )('refuses %s?day=%s', async (path, day) => {
    const res = await staffGet(`${path}?day=${day}`);
    expect([res.status, res.body.error]).toEqual([400, outOfRange('day', day)]);
  });

  it.each([
    ['from=0000-01-01&to=9999-12-31', 'from', '0000-01-01'],
    ['to=9999-12-31', 'to', '9999-12-31'],
    ['from=0000-01-01T00:00:00Z', 'from', '0000-01-01T00:00:00Z'],
    ['to=2101-01-01T00:00:00-03:00', 'to', '2101-01-01T00:00:00-03:00'],
  ])('refuses the office list with ?%s, and the admin list and packing list', async (query, name, value) => {
    for (const res of [
      await staffGet(`${API_PATHS.staffOrders}?${query}`),
      await adminGet(`${API_PATHS.adminOrders}?${query}`),
      await adminGet(`${API_PATHS.adminPacking}?${query}`),
    ]) {
      expect([res.status, res.body.error]).toEqual([400, outOfRange(name, value)]);
    }
  });

  it('answers the first and last days of the range', async () => {
    expect((await staffGet(`${API_PATHS.staffPacking}?day=2000-01-01`)).status).toBe(200);
    expect((await staffGet(`${API_PATHS.staffRunSheet}?day=2100-12-31`)).status).toBe(200);
    expect((await staffGet(`${API_PATHS.staffOrders}?from=2000-01-01&to=2100-12-31`)).status).toBe(200);
    expect((await adminGet(`${API_PATHS.adminOrders}?from=2000-01-01&to=2100-12-31`)).status).toBe(200);
    expect((await adminGet(`${API_PATHS.adminPacking}?from=2000-01-01&to=2100-12-31`)).status).toBe(200);
  });
});
