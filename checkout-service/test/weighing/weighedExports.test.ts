import { API_PATHS } from 'contract';
import type { StoredOrder } from '../../src/domain';
import { BACKENDS } from '../support/backends';
import { testConfig } from '../support/fixtures';
import { paidOrder, setTimes } from '../support/officeOrders';
import { APPLES, heldOrder, TOMATOES, weighingOffice } from './weighingOffice';

const ADMIN_TOKEN = 'weighed-exports-admin-token-0123456789';

/**
 * The CSV exports with produce sold by weight (docs/decisions/weighed-produce.md): money stays
 * exact. `total` is the order's total at the checkout; `held` what the card was held for and
 * `charged` only money taken: the exact amount once captured, never the estimate as if charged.
 * The packing list gives the kilos estimated and weighed, and the items their weights.
 */
describe.each(BACKENDS)('the CSV exports with weighed produce, on %s', (_name, fresh) => {
  const office = weighingOffice(fresh, testConfig({ adminToken: ADMIN_TOKEN }));
  const DAY = '2026-11-12';
  const paidThatDay = async (order: StoredOrder) => {
    await setTimes(office.db, order, { paidAt: new Date(`${DAY}T15:00:00.000Z`) });
    return order;
  };
  const staffCsv = async (path: string) => {
    const res = await office.service.http.get(`${path}?day=${DAY}&format=csv`).set('Cookie', office.cookie);
    expect(res.status).toBe(200);
    return res.text.split('\r\n');
  };

  let weighed: StoredOrder;
  let held: StoredOrder;
  let atOnce: StoredOrder;
  beforeAll(async () => {
    weighed = await paidThatDay(await heldOrder(office, { lines: [TOMATOES(2), APPLES(1)] }));
    held = await paidThatDay(await heldOrder(office, { lines: [TOMATOES(1)] }));
    atOnce = await paidThatDay(await paidOrder(office.store, { lines: [APPLES(2)] }));
    expect((await office.weigh(weighed.number, { lines: [{ productId: 1, grams: 2260 }] })).status).toBe(200);
  });

  it('gives the packing list the kilos estimated and weighed', async () => {
    expect(await staffCsv(API_PATHS.staffPacking)).toEqual([
      'product_id,title,quantity,orders,estimated_kg,weighed_kg',
      '2,Crisp Red Apples,3,2,,',
      '1,Heirloom Tomatoes,3,2,3.000,2.260',
      '',
    ]);
  });

  it("gives each slip its weighed lines' weights, what the card was held for and what was charged", async () => {
    const [header, ...rows] = await staffCsv(API_PATHS.staffSlips);
    expect(header).toBe('number,customer,method,pickup_day,items,notes,delivery_day,zone,delivery_fee,payment,held,charged');
    const rowOf = (order: StoredOrder) => rows.find((row) => row.startsWith(order.number));
    expect(rowOf(weighed)).toContain(',"2 x Heirloom Tomatoes (about 2 kg, weighed 2.26 kg); 1 x Crisp Red Apples",');
    expect(rowOf(weighed)).toMatch(/,captured,18\.99,18\.74$/);
    // Held and not weighed yet: nothing is charged, whatever the estimate.
    expect(rowOf(held)).toContain(',1 x Heirloom Tomatoes (about 1 kg),');
    expect(rowOf(held)).toMatch(/,held,7\.25,$/);
    expect(rowOf(atOnce)).toMatch(/,at_once,,9\.00$/);
  });

  it('gives the order export the estimate as the total and the exact amount as what was charged', async () => {
    const res = await office.service.http
      .get(`${API_PATHS.adminOrders}?format=csv&status=paid`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = res.text.split('\r\n');
    expect(
      header.endsWith(',total,currency,provider,provider_session_id,method,pickup_day,delivery_day,zone,delivery_fee,payment,held,charged'),
    ).toBe(true);
    const rowOf = (order: StoredOrder) => rows.find((row) => row.startsWith(order.number));
    expect(rowOf(weighed)).toContain(',17.10,USD,');
    expect(rowOf(weighed)).toMatch(/,captured,18\.99,18\.74$/);
    expect(rowOf(held)).toMatch(/,6\.30,USD,.*,held,7\.25,$/);
    expect(rowOf(atOnce)).toMatch(/,9\.00,USD,.*,at_once,,9\.00$/);
  });
});
