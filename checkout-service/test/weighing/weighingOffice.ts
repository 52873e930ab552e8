import { eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { API_PATHS, OrderDetailSchema, pathWith, type OrderDetail, type WeightsRequest } from 'contract';
import type { ServiceConfig } from '../../src/config/config';
import type { PricedLine, StoredOrder } from '../../src/domain';
import { addStaffAccount } from '../../src/staff/staffAccounts';
import type { Database } from '../../src/store/database';
import { openDatabase, storesOn, type Store } from '../../src/store/openStore';
import { orders } from '../../src/store/schema';
import type { BACKENDS } from '../support/backends';
import { serve, silentLog, SITE, testConfig, type Service } from '../support/fixtures';
import { payOrder, placeOrder, type OrderSpec } from '../support/officeOrders';
import { cookieHeader, sessionCookie } from '../support/staffService';

/**
 * The weighing's suites (docs/decisions/weighed-produce.md): the service as src/app.ts mounts it,
 * behind the staff sign-in's real guards, on a fresh database of one back end, with a staff member
 * signed in and the database at hand (to set when things happened, or that a hold ended).
 */

export const WEIGHER = 'ines@farm.example';
const PASSWORD = 'rows of heirloom tomatoes';

/** Tomatoes sold by weight: $6.30 for about 1 kg, so $6.30/kg. */
export const TOMATOES = (quantity: number): PricedLine => ({
  productId: 1,
  title: 'Heirloom Tomatoes',
  imageUrl: `${SITE}/assets/products/tomato.svg`,
  unitAmountCents: 630,
  quantity,
  estimatedGrams: 1000,
});
/** Chard sold by weight: $3.33 for about 700 g, so $4.76/kg. */
export const CHARD = (quantity: number): PricedLine => ({
  productId: 4,
  title: 'Swiss Chard',
  imageUrl: `${SITE}/assets/products/chard.svg`,
  unitAmountCents: 333,
  quantity,
  estimatedGrams: 700,
});
/** Apples sold by the piece. */
export const APPLES = (quantity: number): PricedLine => ({
  productId: 2,
  title: 'Crisp Red Apples',
  imageUrl: `${SITE}/assets/products/red-apple.svg`,
  unitAmountCents: 450,
  quantity,
  estimatedGrams: null,
});

/**
 * A paid order whose card is held, by default of 2 tomatoes (estimate $12.60) and 1 apple ($4.50),
 * delivered: its estimate $17.10, its card held for $18.99 (the estimate and 15 % of the tomatoes'
 * $12.60, rounded up).
 */
export async function heldOrder(office: Pick<WeighingOffice, 'store' | 'db'>, spec: OrderSpec = {}): Promise<StoredOrder> {
  const lines = spec.lines ?? [TOMATOES(2), APPLES(1)];
  // A weighed line makes placeOrder hold the card, as the checkout does (docs/decisions/weighed-produce.md).
  return payOrder(office.store, await placeOrder(office.store, { ...spec, lines }));
}

export interface WeighingOffice {
  readonly service: Service;
  readonly store: Store;
  readonly db: Database;
  /** The signed-in staff member's session cookie, for the office's other calls. */
  readonly cookie: string;
  /** POST the weights of an order, as the office does. */
  weigh(number: string, body: WeightsRequest | unknown): Promise<Response>;
  /** The order as the office's order page shows it. */
  detail(number: string): Promise<OrderDetail>;
}

/**
 * For a describe block: the service on a fresh database of `fresh`'s back end, and a staff member
 * signed in; `config` may be read only then (a Stripe stand-in's port, started by an earlier beforeAll).
 */
export function weighingOffice(
  fresh: (typeof BACKENDS)[number][1],
  config: ServiceConfig | (() => ServiceConfig) = testConfig(),
): WeighingOffice {
  let backend: Awaited<ReturnType<typeof fresh>> | undefined;
  let store: Store | undefined;
  let db: Database | undefined;
  let service: Service | undefined;
  let cookie = '';

  beforeAll(async () => {
    backend = await fresh();
    const opened = await openDatabase(backend.location, { log: silentLog, onLockLost: silentLog });
    db = opened.db;
    store = storesOn(opened);
    service = await serve(typeof config === 'function' ? config() : config, store);
    await addStaffAccount(store.staff, WEIGHER, PASSWORD, new Date());
    const signIn = await service.http.post(API_PATHS.staffSession).set({ Origin: SITE }).send({ email: WEIGHER, password: PASSWORD });
    expect(signIn.status).toBe(200);
    cookie = cookieHeader(sessionCookie(signIn)!.value);
  });
  afterAll(async () => {
    await service?.close();
    await store?.close();
    await backend?.cleanup();
  });

  return {
    get service() {
      return service!;
    },
    get store() {
      return store!;
    },
    get db() {
      return db!;
    },
    get cookie() {
      return cookie;
    },
    weigh: (number, body) =>
      service!.http
        .post(pathWith(API_PATHS.staffOrderWeights, { number }))
        .set({ Origin: SITE, Cookie: cookie })
        .send(body as object),
    async detail(number) {
      const res = await service!.http.get(pathWith(API_PATHS.staffOrder, { number })).set('Cookie', cookie);
      expect(res.status).toBe(200);
      return OrderDetailSchema.parse(res.body);
    },
  };
}

/** The order answered, checked against the contract's OrderDetail. */
export function detailOf(body: unknown): OrderDetail {
  const parsed = OrderDetailSchema.safeParse(body);
  expect(parsed.error).toBeUndefined();
  return parsed.data!;
}

/** Marks an order's card hold as ended before it was weighed, as the holds' sweeper does. */
export async function lapse(db: Database, order: StoredOrder): Promise<void> {
  await db.update(orders).set({ payment: 'lapsed' }).where(eq(orders.id, order.id));
}
