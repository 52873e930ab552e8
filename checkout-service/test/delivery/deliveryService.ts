import { API_PATHS, type DeliveryRules, type DeliveryZone, type OrderStatus } from 'contract';
import { addStaffAccount } from '../../src/staff/staffAccounts';
import type { Database } from '../../src/store/database';
import { openDatabase, storesOn, type Store } from '../../src/store/openStore';
import type { StoredOrder } from '../../src/domain';
import type { BACKENDS } from '../support/backends';
import { serve, silentLog, SITE, testConfig, type Service } from '../support/fixtures';
import { bookDelivery, forceStatus, placeOrder } from '../support/officeOrders';
import { cookieHeader, sessionCookie } from '../support/staffService';

/**
 * The delivery routes' tests (docs/product.md#delivery-rules): the service with ADMIN_TOKEN on one
 * of the two back ends, on a clock the tests set, a staff member signed in, and the database at
 * hand to book orders for a day as the checkout stores them.
 */

export const ADMIN_TOKEN = 'delivery-admin-token-0123456789abcdef';
export const INES = 'ines@farm.example';
const PASSWORD = 'rows of heirloom tomatoes';

/** Thursday 26 November 2026, 10:00 at the farm (America/Sao_Paulo, UTC-3, as testConfig sets). */
export const T0 = Date.parse('2026-11-26T13:00:00Z');
/** A time at the farm on T0's day, whose midnight there is 03:00 UTC: `atFarm(18)` is 18:00 there. */
const FARM_MIDNIGHT = Date.parse('2026-11-26T03:00:00Z');
export const atFarm = (hour: number, minute = 0) => FARM_MIDNIGHT + (hour * 60 + minute) * 60_000;

/** Tuesdays and Fridays, until 18:00 the day before; two orders a day, so tests fill a day quickly. */
export const ISLAND: DeliveryZone = {
  name: 'Island',
  postcodePrefixes: ['8801', '8802'],
  weekdays: [2, 5],
  feeCents: 800,
  freeFromCents: 6000,
  cutoffHour: 18,
  capacityPerDay: 2,
};
/** Wednesdays, until noon the day before: every 88 postcode the island's prefixes do not take. */
export const MAINLAND: DeliveryZone = {
  name: 'Mainland',
  postcodePrefixes: ['88'],
  weekdays: [3],
  feeCents: 1200,
  freeFromCents: null,
  cutoffHour: 12,
  capacityPerDay: 25,
};
export const RULES: DeliveryRules = {
  minimumOrderCents: 1500,
  closedDays: ['2026-12-25'],
  pickup: { capacityPerDay: 40, cutoffHour: 18 },
  zones: [ISLAND, MAINLAND],
};

const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const json = { 'Content-Type': 'application/json' };

/** For a describe block: the service on a fresh database of `fresh`'s back end, closed and dropped after it. */
export function deliveryService(fresh: (typeof BACKENDS)[number][1]) {
  let backend: Awaited<ReturnType<typeof fresh>> | undefined;
  let store: Store | undefined;
  let db: Database | undefined;
  let service: Service | undefined;
  let cookie = '';
  const clock = { now: T0 };

  beforeAll(async () => {
    backend = await fresh();
    const opened = await openDatabase(backend.location, { log: silentLog, onLockLost: silentLog });
    db = opened.db;
    store = storesOn(opened);
    service = await serve(testConfig({ adminToken: ADMIN_TOKEN }), store, silentLog, { now: () => clock.now });
    await addStaffAccount(store.staff, INES, PASSWORD, new Date(T0));
    const signIn = await service.http.post(API_PATHS.staffSession).set({ Origin: SITE }).send({ email: INES, password: PASSWORD });
    expect(signIn.status).toBe(200);
    cookie = cookieHeader(sessionCookie(signIn)!.value);
  });
  beforeEach(() => {
    clock.now = T0;
  });
  afterAll(async () => {
    await service?.close();
    await store?.close();
    await backend?.cleanup();
  });

  const http = () => service!.http;
  return {
    clock,
    get http() {
      return http();
    },
    get store() {
      return store!;
    },
    adminGet: () => http().get(API_PATHS.adminDelivery).set(admin),
    adminPut: (body: unknown) => http().put(API_PATHS.adminDelivery).set(admin).set(json).send(JSON.stringify(body)),
    staffGet: (path: string = API_PATHS.staffDelivery) => http().get(path).set({ Cookie: cookie }),
    staffPut: (body: unknown) =>
      http()
        .put(API_PATHS.staffDelivery)
        .set({ Cookie: cookie, Origin: SITE, ...json })
        .send(JSON.stringify(body)),
    /** A delivery booked for `day` in `zone`, as the checkout stores it, in `status` (pending unless given). */
    async delivery(day: string, zone: DeliveryZone, status: OrderStatus = 'pending'): Promise<StoredOrder> {
      const fulfilment = { method: 'delivery', pickupDay: null, deliveryDay: day, zone: zone.name, feeCents: zone.feeCents } as const;
      const order = await bookDelivery(db!, await placeOrder(store!, { fulfilment }), { day, zone: zone.name, feeCents: zone.feeCents });
      return status === 'pending' ? order : forceStatus(db!, order, status);
    },
    /** A pickup booked for `day`, in `status` (pending unless given). */
    async pickup(day: string, status: OrderStatus = 'pending'): Promise<StoredOrder> {
      const fulfilment = { method: 'pickup', pickupDay: day, deliveryDay: null, zone: null, feeCents: 0 } as const;
      const order = await placeOrder(store!, { fulfilment, customer: { firstName: 'Rui', lastName: 'Lima' } });
      return status === 'pending' ? order : forceStatus(db!, order, status);
    },
  };
}
