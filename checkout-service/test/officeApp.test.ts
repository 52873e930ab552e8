import {
  API_PATHS,
  ApiErrorSchema,
  OrderDetailSchema,
  OrderPageSchema,
  PackingSlipsSchema,
  pathWith,
  StaffOrderListSchema,
} from 'contract';
import { SIGN_IN_FIRST } from '../src/staff/requireStaff';
import { CROSS_SITE_CHANGE } from '../src/staff/sameOrigin';
import { addStaffAccount } from '../src/staff/staffAccounts';
import { STAFF_COOKIE } from '../src/staff/staffSessions';
import { checkoutBody, CUSTOMER, postCheckout, serveForSuite, SITE, testConfig } from './support/fixtures';

const INES = 'ines@farm.example';
const PASSWORD = 'rows of heirloom tomatoes';
const fromTheSite = { Origin: SITE };
const ADMIN_TOKEN = 'office-admin-token-0123456789abcdef';

/**
 * The office's routes as the service mounts them (src/app.ts): behind the staff sign-in's real
 * guards, with the signed-in staff member as the actor of every change.
 */
describe("the farm's office in the service", () => {
  const service = serveForSuite(testConfig({ adminToken: ADMIN_TOKEN }));
  let cookie = '';
  let number = '';

  beforeAll(async () => {
    await addStaffAccount(service.store.staff, INES, PASSWORD, new Date());
    const signIn = await service.http.post(API_PATHS.staffSession).set(fromTheSite).send({ email: INES, password: PASSWORD });
    expect(signIn.status).toBe(200);
    cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${STAFF_COOKIE}=`))!
      .split(';')[0];
    const { id } = (await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }), 'office-app')).body;
    await service.http.post(`${API_PATHS.testPayment}/${id}/pay`).set(fromTheSite);
    number = (await service.store.orders.findBySession(id))!.number;
  });

  it('answers 401 without a session, uncached', async () => {
    const res = await service.http.get(API_PATHS.staffOrders);
    expect([res.status, res.headers['cache-control'], ApiErrorSchema.parse(res.body).error]).toEqual([401, 'no-store', SIGN_IN_FIRST]);
  });

  it("lists the shop's orders, and today's slips, to a signed-in staff member", async () => {
    const list = await service.http.get(API_PATHS.staffOrders).set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect(OrderPageSchema.parse(list.body).orders.map((o) => [o.number, o.status])).toEqual([[number, 'paid']]);
    // Paid a moment ago: today's, whatever the hour at the farm.
    const slips = await service.http.get(API_PATHS.staffSlips).set('Cookie', cookie);
    expect(PackingSlipsSchema.parse(slips.body).orders.map((o) => o.number)).toEqual([number]);
  });

  it("records the signed-in staff member's e-mail as the actor of a change", async () => {
    const res = await service.http
      .post(pathWith(API_PATHS.staffOrderStatus, { number }))
      .set('Cookie', cookie)
      .set(fromTheSite)
      .send({ to: 'packed' });
    expect(res.status).toBe(200);
    expect(OrderDetailSchema.parse(res.body).events.at(-1)).toMatchObject({ from: 'paid', to: 'packed', actor: INES });
  });

  it("shows the office's statuses in the admin list, its JSON and CSV, filtered by them too", async () => {
    const admin = (path: string) => service.http.get(path).set('Authorization', `Bearer ${ADMIN_TOKEN}`);
    const list = await admin(`${API_PATHS.adminOrders}?status=packed,out_for_delivery`);
    expect(list.status).toBe(200);
    expect(StaffOrderListSchema.parse(list.body).orders.map((o) => [o.number, o.status])).toEqual([[number, 'packed']]);
    const csv = await admin(`${API_PATHS.adminOrders}?status=packed&format=csv`);
    const [header, row] = csv.text.split('\r\n');
    expect(row.split(',')[header.split(',').indexOf('status')]).toBe('packed');
  });

  it('refuses a change from another site even with a session, and leaves the order as it was', async () => {
    const res = await service.http
      .post(pathWith(API_PATHS.staffOrderRefund, { number }))
      .set('Cookie', cookie)
      .set({ Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' })
      .send({ reason: 'Not wanted' });
    expect([res.status, ApiErrorSchema.parse(res.body).error]).toEqual([403, CROSS_SITE_CHANGE]);
    expect((await service.store.orders.findByNumber(number))!.status).toBe('packed');
  });

  it("refunds through the service's provider, the local one here", async () => {
    const res = await service.http
      .post(pathWith(API_PATHS.staffOrderRefund, { number }))
      .set('Cookie', cookie)
      .set(fromTheSite)
      .send({ reason: 'Box damaged' });
    expect(res.status).toBe(200);
    expect(OrderDetailSchema.parse(res.body).events.at(-1)).toMatchObject({
      from: 'packed',
      to: 'refunded',
      actor: INES,
      note: 'Box damaged',
    });
  });
});
