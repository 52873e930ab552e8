import { API_PATHS, PackingDaySchema, PackingSlipsSchema } from 'contract';
import type { StoredOrder } from '../../src/domain';
import { BACKENDS } from '../support/backends';
import { setTimes } from '../support/officeOrders';
import { APPLES, CHARD, heldOrder, TOMATOES, weighingOffice } from './weighingOffice';

/**
 * The day's packing list with produce sold by weight (docs/decisions/weighed-produce.md): for each
 * weighed product the grams estimated over its orders, the grams weighed so far and over how many
 * orders; nothing of the kind for a product sold by the piece. Weighed orders stay on the list and
 * the slips until packed.
 */
describe.each(BACKENDS)('the packing list with weighed produce, on %s', (_name, fresh) => {
  const office = weighingOffice(fresh);
  const DAY = '2026-11-10';
  const paidThatDay = async (order: StoredOrder) => {
    await setTimes(office.db, order, { paidAt: new Date(`${DAY}T15:00:00.000Z`) });
    return order;
  };
  const get = (path: string) => office.service.http.get(`${path}?day=${DAY}`).set('Cookie', office.cookie);

  it('gives the estimated and weighed grams of each weighed product, none for those sold by the piece', async () => {
    const first = await paidThatDay(await heldOrder(office, { lines: [TOMATOES(2), APPLES(1)] }));
    const second = await paidThatDay(await heldOrder(office, { lines: [TOMATOES(1)] }));
    await paidThatDay(await heldOrder(office, { lines: [TOMATOES(3), CHARD(1)] }));
    expect((await office.weigh(first.number, { lines: [{ productId: 1, grams: 2260 }] })).status).toBe(200);
    expect((await office.weigh(second.number, { lines: [{ productId: 1, grams: 1100 }] })).status).toBe(200);

    const res = await get(API_PATHS.staffPacking);

    expect(res.status).toBe(200);
    expect(PackingDaySchema.parse(res.body).lines).toEqual([
      { productId: 2, title: 'Crisp Red Apples', quantity: 1, orders: 1, weight: null },
      {
        productId: 1,
        title: 'Heirloom Tomatoes',
        quantity: 6,
        orders: 3,
        weight: { estimatedGrams: 6000, weighedGrams: 3360, weighedOrders: 2 },
      },
      { productId: 4, title: 'Swiss Chard', quantity: 1, orders: 1, weight: { estimatedGrams: 700, weighedGrams: 0, weighedOrders: 0 } },
    ]);

    const slips = PackingSlipsSchema.parse((await get(API_PATHS.staffSlips)).body);
    const firstSlip = slips.orders.find((order) => order.number === first.number);
    expect(firstSlip?.payment).toMatchObject({ state: 'captured', chargedCents: 1874 });
    expect(firstSlip?.lines[0].weighing).toEqual({ estimatedGrams: 1000, actualGrams: 2260, chargedCents: 1424 });
  });
});
