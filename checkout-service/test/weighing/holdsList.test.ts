import { API_PATHS, HoldsListSchema } from 'contract';
import { addStaffAccount } from '../../src/staff/staffAccounts';
import { BACKENDS } from '../support/backends';
import { SITE } from '../support/fixtures';
import { paidOrder } from '../support/officeOrders';
import { cookieHeader, sessionCookie } from '../support/staffService';
import { heldOrder, holdsService, HOUR, setPayment } from './holdsSupport';

const INES = 'ines@farm.example';
const PASSWORD = 'rows of heirloom tomatoes';

describe.each(BACKENDS)('GET /api/staff/holds (%s)', (_name, fresh) => {
  const office = holdsService(fresh);
  let cookie = '';
  beforeAll(async () => {
    await addStaffAccount(office.store.staff, INES, PASSWORD, new Date(office.clock.now));
    const signIn = await office.service.http.post(API_PATHS.staffSession).set({ Origin: SITE }).send({ email: INES, password: PASSWORD });
    cookie = cookieHeader(sessionCookie(signIn)!.value);
  });

  const endsIn = (ms: number) => new Date(office.clock.now + ms);
  const held = (ms: number) => heldOrder(office.store, office.db, { holdEndsAt: endsIn(ms) });

  it('lists the holds ending within a day, soonest first, and those that ended, which the farm follows', async () => {
    const later = await held(20 * HOUR);
    const soonest = await held(3 * HOUR);
    const nextWeek = await held(72 * HOUR);
    const captured = await setPayment(office.store, office.db, await held(2 * HOUR), { state: 'captured', chargedCents: 1302 });
    const lapsed = await setPayment(office.store, office.db, await held(-2 * HOUR), { state: 'lapsed' });
    const linkSent = await setPayment(office.store, office.db, await held(-30 * HOUR), { state: 'pay_link_sent', chargedCents: 1302 });
    const unweighed = await paidOrder(office.store);

    const res = await office.service.http.get(API_PATHS.staffHolds).set('Cookie', cookie);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = HoldsListSchema.parse(res.body);
    expect(list.endingSoon.map((order) => order.number)).toEqual([soonest.number, later.number]);
    expect(list.endingSoon[0].payment).toEqual({
      state: 'held',
      estimateCents: 1260,
      heldCents: soonest.payment.heldCents,
      chargedCents: null,
      holdEndsAt: endsIn(3 * HOUR).toISOString(),
    });
    expect(list.lapsed.map((order) => [order.number, order.payment.state])).toEqual([
      [linkSent.number, 'pay_link_sent'],
      [lapsed.number, 'lapsed'],
    ]);
    const listed = [...list.endingSoon, ...list.lapsed].map((order) => order.number);
    for (const absent of [nextWeek, captured, unweighed]) expect(listed).not.toContain(absent.number);
  });

  it('is only for a signed-in staff member', async () => {
    const res = await office.service.http.get(API_PATHS.staffHolds);
    expect(res.status).toBe(401);
  });
});
