import type { DeliveryRules, DeliveryZone } from 'contract';
import type { ServiceConfig } from '../../src/config/config';
import { openStore, type Store } from '../../src/store/openStore';
import type { BACKENDS } from '../support/backends';
import { checkoutBody, CUSTOMER, serve, silentLog, testConfig, type Service } from '../support/fixtures';

/**
 * The checkout under the farm's delivery rules (docs/product.md#delivery-rules), for each test on
 * one back end: a fresh store, the service on it with a farm clock the test moves, and the rules
 * set as the office or a script would set them.
 */

/** Monday 30 November 2026, 10:00 at the farm (America/Sao_Paulo, UTC-3, the test services' zone). */
export const MONDAY_10 = Date.parse('2026-11-30T13:00:00Z');
/** The farm's clock at `hh:mm` on a day, in its time zone (UTC-3, no daylight saving). */
export const farmTime = (day: string, time: string) => Date.parse(`${day}T${time}:00-03:00`);

/** The island: Tuesdays and Fridays, $8.00 under $60.00, orders close at 18:00 the day before. */
export const ISLAND: DeliveryZone = {
  name: 'Island',
  postcodePrefixes: ['8801', '8802', '8803', '8804', '8805', '8806'],
  weekdays: [2, 5],
  feeCents: 800,
  freeFromCents: 6000,
  cutoffHour: 18,
  capacityPerDay: 25,
};
/** The island's north, a longer prefix inside the island's 8805: Wednesdays, $12.00, never free. */
export const NORTH: DeliveryZone = {
  name: 'North of the island',
  postcodePrefixes: ['88050'],
  weekdays: [3],
  feeCents: 1200,
  freeFromCents: null,
  cutoffHour: 12,
  capacityPerDay: 10,
};

/** Issue 40's example: a $15.00 minimum, Friday 4 December closed (a market day), pickups 40 a day until 18:00. */
export const RULES: DeliveryRules = {
  minimumOrderCents: 1500,
  closedDays: ['2026-12-04'],
  pickup: { capacityPerDay: 40, cutoffHour: 18 },
  zones: [ISLAND, NORTH],
};

/** Two Heirloom Tomatoes ($6.30) and one Crisp Red Apples ($4.50): $17.10, over the minimum and under the island's free delivery. */
export const BASKET_CENTS = 1710;

/** A delivery to a postcode, on a day (or none), with the checkout's billing details. */
export const delivery = (postcode: string, deliveryDay?: string, overrides: Record<string, unknown> = {}) =>
  checkoutBody({ customer: { ...CUSTOMER, postcode }, fulfilment: { method: 'delivery', deliveryDay }, ...overrides });

const PICKUP_CUSTOMER = { firstName: 'Rui', lastName: 'Lima', email: 'rui@example.com', phone: '+55 48 3025 0000' };
/** A pickup on a day, with the name, e-mail and phone a pickup asks for. */
export const pickup = (pickupDay: string, overrides: Record<string, unknown> = {}) =>
  checkoutBody({ customer: PICKUP_CUSTOMER, fulfilment: { method: 'pickup', pickupDay }, ...overrides });

/**
 * For each test: a fresh store on `fresh`'s back end and the service on it, at the clock `now`
 * (MONDAY_10 unless a test moves it), with `config` (the local test payments unless it says).
 */
export function deliveryService(fresh: (typeof BACKENDS)[number][1], config: () => Partial<ServiceConfig> = () => ({})) {
  let service: Service | undefined;
  let store: Store | undefined;
  let cleanup: () => Promise<void> = async () => undefined;
  const clock = { now: MONDAY_10 };

  beforeEach(async () => {
    clock.now = MONDAY_10;
    const backend = await fresh();
    cleanup = backend.cleanup;
    store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
    service = await serve(testConfig({ store: backend.location, ...config() }), store, silentLog, { now: () => clock.now });
  });

  afterEach(async () => {
    await service?.close();
    await store?.close();
    await cleanup();
  });

  return {
    clock,
    get service() {
      return service!;
    },
    get store() {
      return store!;
    },
    /** Sets the rules as the office does, logged as a test's change. */
    setRules: (rules: DeliveryRules) => store!.deliveryRules.replace(rules, 'test', new Date(clock.now)),
  };
}
