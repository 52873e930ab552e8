import Koa, { type Middleware } from 'koa';
import request from 'supertest';
import {
  ApiErrorSchema,
  API_PATHS,
  OrderDetailSchema,
  OrderPageSchema,
  PackingDaySchema,
  PackingSlipsSchema,
  pathWith,
  RunSheetSchema,
  type OrderSummary,
} from 'contract';
import { jsonErrors } from '../src/http/httpErrors';
import { RequestError } from '../src/http/httpErrors';
import { officeRoutes, PAGE_SIZE } from '../src/office/officeRoutes';
import { staffArea } from '../src/staff/staffRoutes';
import { REFUND_BY_ITS_ACTION } from '../src/orders/workflow';
import { LocalPaymentProvider } from '../src/payments/local/localProvider';
import type { Database } from '../src/store/database';
import type { PricedLine, StoredOrder } from '../src/domain';
import { BACKENDS } from './support/backends';
import { noMail } from '../src/mail/compose';
import { CUSTOMER, SITE, silentLog, testMail } from './support/fixtures';
import { bookDelivery, forceStatus, openOfficeStore, paidOrder, placeOrder, setTimes, type OfficeStore } from './support/officeOrders';
import { orderEvents } from '../src/store/schema';
import type { StoreLocation } from '../src/store/openStore';

/** Noon on 23 November 2026 at the farm (São Paulo, UTC-3): the office's "today". */
const NOW = Date.parse('2026-11-23T15:00:00.000Z');
const STAFF = 'ines@terraverde.example';
const staffHeaders = { 'X-Test-Staff': STAFF };
const changeHeaders = { ...staffHeaders, Origin: SITE };

const line = (productId: number, title: string, unitAmountCents: number, quantity: number): PricedLine => ({
  productId,
  title,
  unitAmountCents,
  quantity,
  imageUrl: `${SITE}/assets/products/${productId}.svg`,
});
const TOMATOES = (quantity: number) => line(1, 'Heirloom Tomatoes', 630, quantity);
const APPLES = (quantity: number) => line(2, 'Crisp Red Apples', 450, quantity);
const CARROTS = (quantity: number) => line(3, 'Rainbow Carrots', 380, quantity);

/**
 * The stand-in for the staff sign-in's guard (src/staff/): a staff member is whoever the
 * X-Test-Staff header names. A change must come from the site: the staff area's own guard.
 */
const requireStaff: Middleware = async (ctx, next) => {
  const email = ctx.get('X-Test-Staff');
  if (!email) throw new RequestError(401, "Sign in to the farm's office first.");
  ctx.state.staff = { id: '00000000-0000-4000-8000-00000000000a', email };
  await next();
};

/** The office's router alone, behind the service's JSON errors, on the farm's clock. */
function office(store: OfficeStore) {
  const app = new Koa();
  app.silent = true;
  app.use(jsonErrors(silentLog));
  app.use(staffArea([SITE]));
  const router = officeRoutes(
    store.orders,
    store.outbox,
    new LocalPaymentProvider(store.localPayments),
    { requireStaff },
    { timeZone: 'America/Sao_Paulo', now: () => NOW, mail: testMail },
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  return request(app.callback());
}

/** An office store (in memory unless given a location) and the office's router on it: each block's set-up. */
async function openOffice(location?: StoreLocation) {
  const { store, db } = await openOfficeStore(location);
  return { store, db, http: office(store) };
}

/** Parses with the contract's schema (its message names the first field that does not fit), then returns the body. */
function contract<T>(schema: { safeParse(value: unknown): { success: boolean; error?: unknown; data?: T } }, body: unknown): T {
  const parsed = schema.safeParse(body);
  expect(parsed.error).toBeUndefined();
  return parsed.data as T;
}

/** A staff member's GET, its answer checked: never cached. */
async function get(http: ReturnType<typeof office>, path: string) {
  const res = await http.get(path).set(staffHeaders);
  expect(res.headers['cache-control']).toBe('no-store');
  return res;
}

const at = (iso: string) => new Date(iso);

describe.each(BACKENDS)("the office's order list on %s", (_name, fresh) => {
  let store: OfficeStore;
  let db: Database;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof office>;
  const made: Record<string, StoredOrder> = {};

  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    ({ store, db, http } = await openOffice(backend.location));
    // Paid this morning at the farm.
    made.ana = await paidOrder(store, { customer: { firstName: 'Ana', lastName: 'Souza' } });
    await setTimes(db, made.ana, { createdAt: at('2026-11-23T09:50:00Z'), paidAt: at('2026-11-23T10:00:00Z') });
    // Paid yesterday afternoon.
    made.bruno = await paidOrder(store, { customer: { firstName: 'Bruno', lastName: 'Costa', email: 'bruno@example.com', city: 'Elora' } });
    await setTimes(db, made.bruno, { createdAt: at('2026-11-22T20:00:00Z'), paidAt: at('2026-11-22T20:05:00Z') });
    // Started today, not paid: no day yet.
    made.bea = await placeOrder(store, {
      customer: { firstName: 'Bea', lastName: 'Lima', email: 'bea@farm.example' },
      lines: [CARROTS(4)],
    });
    await setTimes(db, made.bea, { createdAt: at('2026-11-23T14:00:00Z') });
    // Paid at 23:40 yesterday at the farm, already the 23rd in UTC: not today's.
    made.davi = await paidOrder(store, { customer: { firstName: 'Davi', lastName: 'Rocha', email: 'davi@example.com' } });
    await setTimes(db, made.davi, { createdAt: at('2026-11-23T02:30:00Z'), paidAt: at('2026-11-23T02:40:00Z') });
    // Started the day before yesterday, its bank debit settled at 1 a.m. today: today's.
    made.eva = await paidOrder(store, { customer: { firstName: 'Eva', lastName: 'Souza-Prado', email: 'eva@example.com' } });
    await setTimes(db, made.eva, { createdAt: at('2026-11-22T12:00:00Z'), paidAt: at('2026-11-23T04:00:00Z') });
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  const numbers = async (query: string) => {
    const res = await get(http, `${API_PATHS.staffOrders}${query}`);
    expect(res.status).toBe(200);
    return contract(OrderPageSchema, res.body).orders.map((o: OrderSummary) => o.number);
  };
  const of = (...names: string[]) => names.map((name) => made[name].number);

  it("answers one page of summaries: today's orders (paid today at the farm) first, then newest first", async () => {
    const res = await get(http, API_PATHS.staffOrders);
    expect(res.status).toBe(200);
    const page = contract(OrderPageSchema, res.body);
    expect(page).toMatchObject({ page: 1, pageSize: PAGE_SIZE, total: 5 });
    expect(page.orders.map((o) => o.number)).toEqual(of('ana', 'eva', 'bea', 'davi', 'bruno'));
    expect(page.orders[0]).toEqual({
      number: made.ana.number,
      status: 'paid',
      createdAt: '2026-11-23T09:50:00.000Z',
      customerName: 'Ana Souza',
      town: CUSTOMER.city,
      fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
      itemCount: 3,
      currency: 'usd',
      totalCents: 630 * 2 + 450,
    });
  });

  it('filters by one or more statuses, and names the statuses there are for one it does not know', async () => {
    expect(await numbers('?status=pending')).toEqual(of('bea'));
    expect(await numbers('?status=paid,pending')).toEqual(of('ana', 'eva', 'bea', 'davi', 'bruno'));
    expect(await numbers('?status=packed')).toEqual([]);
    const res = await get(http, `${API_PATHS.staffOrders}?status=shipped`);
    expect(res.status).toBe(400);
    expect(contract(ApiErrorSchema, res.body).error).toMatch(
      /^status must be one or more of pending, paid, .*refunded, separated by commas \(got "shipped"\)\.$/,
    );
  });

  it("filters by the day created, in the farm's time zone", async () => {
    expect(await numbers('?from=2026-11-23&to=2026-11-23')).toEqual(of('ana', 'bea'));
    // Davi's order began at 23:30 on the 22nd at the farm; Eva's, though older, was paid today, so comes first.
    expect(await numbers('?to=2026-11-22')).toEqual(of('eva', 'davi', 'bruno'));
    expect(await numbers('?from=2026-11-24')).toEqual([]);
    const res = await get(http, `${API_PATHS.staffOrders}?from=2026-11-24&to=2026-11-23`);
    expect([res.status, res.body]).toEqual([400, { error: 'from must not be after to.', code: 'validation' }]);
    const bad = await get(http, `${API_PATHS.staffOrders}?from=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(
      'from must be a date such as 2026-11-23 (a whole day in the farm\'s time zone, America/Sao_Paulo) or a date-time such as 2026-11-23T08:00:00-03:00 (got "2026-02-30").',
    );
  });

  it('filters by method: every order is a delivery until the pickup issue, so pickup matches none', async () => {
    expect(await numbers('?method=delivery')).toHaveLength(5);
    expect(await numbers('?method=pickup')).toEqual([]);
    const res = await get(http, `${API_PATHS.staffOrders}?method=boat`);
    expect([res.status, res.body]).toEqual([400, { error: 'method must be delivery or pickup.', code: 'validation' }]);
  });

  it("searches the number, the customer's name and e-mail, in any case, for text they contain", async () => {
    expect(await numbers('?q=SOUZA')).toEqual(of('ana', 'eva'));
    expect(await numbers('?q=ana%20sou')).toEqual(of('ana'));
    expect(await numbers('?q=farm.example')).toEqual(of('bea'));
    expect(await numbers(`?q=${made.davi.number.slice(3, 8).toLowerCase()}`)).toEqual(of('davi'));
    expect(await numbers('?q=%20%20')).toHaveLength(5);
    // LIKE's own characters are text here, not patterns.
    expect(await numbers('?q=%25')).toEqual([]);
    expect(await numbers('?q=_')).toEqual([]);
    expect(await numbers('?q=souza&status=paid&from=2026-11-23')).toEqual(of('ana'));
  });

  it('refuses a page that is not a whole number from 1, and a search longer than 100 characters', async () => {
    for (const [query, error] of [
      ['page=0', 'page must be a whole number from 1.'],
      ['page=two', 'page must be a whole number from 1.'],
      [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters long.'],
    ]) {
      const res = await get(http, `${API_PATHS.staffOrders}?${query}`);
      expect([res.status, res.body]).toEqual([400, { error, code: 'validation' }]);
    }
  });
});

describe("the office's order list, page by page", () => {
  let store: OfficeStore;
  let db: Database;
  let http: ReturnType<typeof office>;
  beforeAll(async () => {
    ({ store, db, http } = await openOffice());
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      const order = await placeOrder(store, { lines: [APPLES(1)] });
      await setTimes(db, order, { createdAt: new Date(Date.parse('2026-11-01T12:00:00Z') + i * 60_000) });
    }
  });
  afterAll(() => store.close());

  it('answers 25 a page, newest first, the pages together each order once, and an empty page past the end', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await get(http, `${API_PATHS.staffOrders}?page=${page}`);
      pages.push(contract(OrderPageSchema, res.body));
    }
    expect(pages.map((p) => [p.page, p.orders.length, p.total])).toEqual([
      [1, PAGE_SIZE, PAGE_SIZE + 2],
      [2, 2, PAGE_SIZE + 2],
      [3, 0, PAGE_SIZE + 2],
    ]);
    const times = pages.flatMap((p) => p.orders.map((o) => o.createdAt));
    expect(new Set(times).size).toBe(PAGE_SIZE + 2);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('an order in the office: its timeline, status changes and refund', () => {
  let store: OfficeStore;
  let http: ReturnType<typeof office>;
  beforeAll(async () => {
    ({ store, http } = await openOffice());
  });
  afterAll(() => store.close());

  const post = (path: string, body: unknown) =>
    http
      .post(path)
      .set(changeHeaders)
      .send(body as object);

  it('answers the whole order and its timeline, oldest change first', async () => {
    const order = await paidOrder(store);
    const res = await get(http, pathWith(API_PATHS.staffOrder, { number: order.number }));
    expect(res.status).toBe(200);
    const detail = contract(OrderDetailSchema, res.body);
    expect(detail.order).toEqual({
      number: order.number,
      status: 'paid',
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt!.toISOString(),
      customer: CUSTOMER,
      currency: 'usd',
      totalCents: 1710,
      provider: 'local',
      providerSessionId: order.providerSessionId,
      lateRefundId: null,
      fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
      lines: [
        { productId: 1, title: 'Heirloom Tomatoes', unitPriceCents: 630, quantity: 2, lineTotalCents: 1260 },
        { productId: 2, title: 'Crisp Red Apples', unitPriceCents: 450, quantity: 1, lineTotalCents: 450 },
      ],
    });
    expect(detail.events).toEqual([
      { at: expect.any(String), from: null, to: 'pending', actor: 'system', note: null },
      { at: expect.any(String), from: 'pending', to: 'paid', actor: 'system', note: null },
    ]);
    expect(detail.events[0].at <= detail.events[1].at).toBe(true);
    // The number as read out on the phone, in lower case, is the same order.
    expect((await get(http, pathWith(API_PATHS.staffOrder, { number: order.number.toLowerCase() }))).body).toEqual(res.body);
  });

  it.each(['TV-00000000', 'nope', "TV-1' or '1'='1"])('answers 404 JSON for an order it does not have: %s', async (number) => {
    const res = await get(http, pathWith(API_PATHS.staffOrder, { number }));
    expect(res.status).toBe(404);
    expect(contract(ApiErrorSchema, res.body).error).toBe(`There is no order ${number}.`);
  });

  it('moves an order on, with the staff member and the note in its timeline, and answers the new detail', async () => {
    const order = await paidOrder(store);
    const res = await post(pathWith(API_PATHS.staffOrderStatus, { number: order.number }), { to: 'packed', note: '  Two boxes  ' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = contract(OrderDetailSchema, res.body);
    expect(detail.order.status).toBe('packed');
    expect(detail.events.at(-1)).toEqual({ at: expect.any(String), from: 'paid', to: 'packed', actor: STAFF, note: 'Two boxes' });
    const next = await post(pathWith(API_PATHS.staffOrderStatus, { number: order.number }), { to: 'out_for_delivery' });
    expect(contract(OrderDetailSchema, next.body).events.at(-1)).toMatchObject({ from: 'packed', to: 'out_for_delivery', note: null });
  });

  it('refuses a change the workflow does not allow with a 409 sentence naming both states', async () => {
    const order = await paidOrder(store);
    const res = await post(pathWith(API_PATHS.staffOrderStatus, { number: order.number }), { to: 'delivered' });
    expect(res.status).toBe(409);
    expect(contract(ApiErrorSchema, res.body)).toEqual({
      error: `Order ${order.number} is paid; it cannot become delivered.`,
      code: 'state_conflict',
    });
    expect((await store.orders.findById(order.id))!.status).toBe('paid');
  });

  it.each<[string, unknown, number, string]>([
    ['no body', undefined, 400, 'The request body must be a JSON object with to, the new status, and an optional note.'],
    ['a list', ['packed'], 400, 'The request body must be a JSON object with to, the new status, and an optional note.'],
    [
      'a status that does not exist',
      { to: 'shipped' },
      400,
      'to must be one of pending, paid, failed, expired, cancelled, packed, out_for_delivery, delivered, ready_for_pickup, picked_up, refunded.',
    ],
    ['a note that is not text', { to: 'packed', note: 5 }, 400, 'note must be text of at most 500 characters.'],
    ['a note that is too long', { to: 'packed', note: 'x'.repeat(501) }, 400, 'note must be at most 500 characters long.'],
    ['a refund by the status route', { to: 'refunded' }, 400, REFUND_BY_ITS_ACTION],
  ])('answers %s with a sentence', async (_case, body, status, error) => {
    const order = await paidOrder(store);
    const call = http
      .post(pathWith(API_PATHS.staffOrderStatus, { number: order.number }))
      .set(changeHeaders)
      .set('Content-Type', 'application/json');
    const res = await (body === undefined ? call : call.send(JSON.stringify(body)));
    expect([res.status, res.body]).toEqual([status, { error, code: 'validation' }]);
    expect((await store.orders.findById(order.id))!.status).toBe('paid');
  });

  it('answers a body that is not JSON with a 415 sentence', async () => {
    const order = await paidOrder(store);
    const res = await http
      .post(pathWith(API_PATHS.staffOrderStatus, { number: order.number }))
      .set(changeHeaders)
      .type('form')
      .send('to=packed');
    expect([res.status, res.body]).toEqual([
      415,
      { error: 'The request body must be JSON, sent with Content-Type: application/json.', code: 'unsupported_media_type' },
    ]);
  });

  it('refunds an order with a reason, answering the order refunded and the reason in its timeline', async () => {
    const order = await paidOrder(store);
    const res = await post(pathWith(API_PATHS.staffOrderRefund, { number: order.number }), { reason: 'Frost took the lettuce' });
    expect(res.status).toBe(200);
    const detail = contract(OrderDetailSchema, res.body);
    expect(detail.order.status).toBe('refunded');
    expect(detail.events.at(-1)).toEqual({
      at: expect.any(String),
      from: 'paid',
      to: 'refunded',
      actor: STAFF,
      note: 'Frost took the lettuce',
    });
    expect((await store.orders.findById(order.id))!.refundId).toMatch(/^test_refund_/);
    const again = await post(pathWith(API_PATHS.staffOrderRefund, { number: order.number }), { reason: 'Twice' });
    expect([again.status, again.body]).toEqual([
      409,
      { error: `Order ${order.number} is refunded; it cannot become refunded.`, code: 'state_conflict' },
    ]);
  });

  it.each<[string, unknown, string]>([
    ['no reason', {}, 'reason is required: say why the order is refunded, in at most 500 characters.'],
    ['a blank reason', { reason: '   ' }, 'reason is required: say why the order is refunded, in at most 500 characters.'],
    ['a reason that is not text', { reason: true }, 'reason is required: say why the order is refunded, in at most 500 characters.'],
    ['a reason that is too long', { reason: 'x'.repeat(501) }, 'reason must be at most 500 characters long.'],
    ['not an object', 'because', 'The request body must be a JSON object with reason, why the order is refunded.'],
  ])('refuses a refund with %s, and leaves the order paid', async (_case, body, error) => {
    const order = await paidOrder(store);
    const res = await http
      .post(pathWith(API_PATHS.staffOrderRefund, { number: order.number }))
      .set(changeHeaders)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
    expect([res.status, res.body]).toEqual([400, { error, code: 'validation' }]);
    expect((await store.orders.findById(order.id))!.status).toBe('paid');
  });

  it('refuses a refund of an order not paid yet with a 409 sentence', async () => {
    const order = await placeOrder(store);
    const res = await post(pathWith(API_PATHS.staffOrderRefund, { number: order.number }), { reason: 'Changed their mind' });
    expect([res.status, res.body]).toEqual([
      409,
      { error: `Order ${order.number} is awaiting payment; it cannot become refunded.`, code: 'state_conflict' },
    ]);
  });

  it('asks every route for a signed-in staff member, uncached, and every change to come from the site', async () => {
    const order = await paidOrder(store);
    const reads = [
      API_PATHS.staffOrders,
      pathWith(API_PATHS.staffOrder, { number: order.number }),
      API_PATHS.staffPacking,
      API_PATHS.staffSlips,
      API_PATHS.staffRunSheet,
    ];
    const changes = [
      pathWith(API_PATHS.staffOrderStatus, { number: order.number }),
      pathWith(API_PATHS.staffOrderRefund, { number: order.number }),
    ];
    for (const path of [...reads, ...reads.map((p) => `${p}?format=csv`)]) {
      const res = await http.get(path);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 401, 'no-store']);
      expect(contract(ApiErrorSchema, res.body).error).toBe("Sign in to the farm's office first.");
    }
    for (const path of changes) {
      expect((await http.post(path).set('Origin', SITE).send({ to: 'packed', reason: 'x' })).status).toBe(401);
      const crossSite = await http.post(path).set(staffHeaders).send({ to: 'packed', reason: 'x' });
      expect([crossSite.status, crossSite.headers['cache-control']]).toEqual([403, 'no-store']);
    }
    expect((await store.orders.findById(order.id))!.status).toBe('paid');
  });
});

describe("the day's work: packing list, packing slips and run sheet", () => {
  let store: OfficeStore;
  let db: Database;
  let http: ReturnType<typeof office>;
  const made: Record<string, StoredOrder> = {};

  /** Moves an order on as the staff do, then says when it went out for delivery. */
  async function wentOut(order: StoredOrder, when: string, then?: 'delivered' | 'refunded') {
    for (const to of ['packed', 'out_for_delivery'] as const) {
      await store.orders.changeStatus(
        { orderId: order.id, from: to === 'packed' ? 'paid' : 'packed', to, actor: STAFF, note: null },
        noMail,
      );
    }
    if (then) await store.orders.changeStatus({ orderId: order.id, from: 'out_for_delivery', to: then, actor: STAFF, note: null }, noMail);
    await setTimes(db, order, { events: { out_for_delivery: at(when) } });
  }

  beforeAll(async () => {
    ({ store, db, http } = await openOffice());
    made.early = await paidOrder(store, { customer: { firstName: 'Eva', notes: '=cmd|calc' }, lines: [TOMATOES(1), CARROTS(4)] });
    await setTimes(db, made.early, { paidAt: at('2026-11-23T04:00:00Z') });
    made.late = await paidOrder(store, { customer: { firstName: 'Ana', notes: 'Ring twice' }, lines: [TOMATOES(2), APPLES(1)] });
    await setTimes(db, made.late, { paidAt: at('2026-11-23T10:00:00Z') });
    // Yesterday's at the farm, though the 23rd in UTC.
    made.yesterday = await paidOrder(store, { customer: { firstName: 'Davi' }, lines: [APPLES(5)] });
    await setTimes(db, made.yesterday, { paidAt: at('2026-11-23T02:40:00Z') });
    // Today's, but packed already: nothing left to pack.
    made.packed = await paidOrder(store, { lines: [APPLES(7)] });
    await setTimes(db, made.packed, { paidAt: at('2026-11-23T11:00:00Z') });
    await store.orders.changeStatus({ orderId: made.packed.id, from: 'paid', to: 'packed', actor: STAFF, note: null }, noMail);
    // Not paid: not work yet.
    made.pending = await placeOrder(store, { lines: [CARROTS(9)] });

    const elora = {
      city: 'Elora',
      postcode: 'N0B 1S0',
      address1: '3 Mill St',
      address2: '',
      phone: '+1 519 555 0199',
      notes: 'Dog is friendly',
    };
    made.guelph1 = await paidOrder(store, { customer: { firstName: 'Gil' } });
    made.guelph2 = await paidOrder(store, { customer: { firstName: 'Gaia' } });
    made.elora = await paidOrder(store, { customer: { firstName: 'Eli', ...elora } });
    made.delivered = await paidOrder(store, { customer: { firstName: 'Dora', ...elora } });
    made.outYesterday = await paidOrder(store, { customer: { firstName: 'Otto' } });
    made.refunded = await paidOrder(store, { customer: { firstName: 'Rui' } });
    // 09:00 at the farm on the 23rd; the day before for Otto.
    await wentOut(made.guelph1, '2026-11-23T12:00:00Z');
    await wentOut(made.guelph2, '2026-11-23T12:05:00Z');
    await wentOut(made.elora, '2026-11-23T12:10:00Z');
    await wentOut(made.delivered, '2026-11-23T12:15:00Z', 'delivered');
    await wentOut(made.outYesterday, '2026-11-23T02:00:00Z');
    await wentOut(made.refunded, '2026-11-23T12:20:00Z', 'refunded');
    // Paid long ago: not today's slips or packing.
    for (const name of ['guelph1', 'guelph2', 'elora', 'delivered', 'outYesterday', 'refunded'])
      await setTimes(db, made[name], { paidAt: at('2026-11-20T12:00:00Z') });
  });
  afterAll(() => store.close());

  it("totals each product over today's paid orders not yet packed, today being the farm's", async () => {
    for (const path of [API_PATHS.staffPacking, `${API_PATHS.staffPacking}?day=2026-11-23`]) {
      const res = await get(http, path);
      expect(res.status).toBe(200);
      expect(contract(PackingDaySchema, res.body)).toEqual({
        day: '2026-11-23',
        lines: [
          { productId: 2, title: 'Crisp Red Apples', quantity: 1, orders: 1 },
          { productId: 1, title: 'Heirloom Tomatoes', quantity: 3, orders: 2 },
          { productId: 3, title: 'Rainbow Carrots', quantity: 4, orders: 1 },
        ],
      });
    }
    expect((await get(http, `${API_PATHS.staffPacking}?day=2026-11-22`)).body.lines).toEqual([
      { productId: 2, title: 'Crisp Red Apples', quantity: 5, orders: 1 },
    ]);
  });

  it('exports the packing list as CSV, named for its day', async () => {
    const res = await get(http, `${API_PATHS.staffPacking}?day=2026-11-23&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="packing-2026-11-23.csv"');
    expect(res.text).toBe(
      ['product_id,title,quantity,orders', '2,Crisp Red Apples,1,1', '1,Heirloom Tomatoes,3,2', '3,Rainbow Carrots,4,1', ''].join('\r\n'),
    );
  });

  it('answers one slip per paid order of the day not yet packed, whole, first paid first', async () => {
    const res = await get(http, API_PATHS.staffSlips);
    const slips = contract(PackingSlipsSchema, res.body);
    expect(slips.day).toBe('2026-11-23');
    expect(slips.orders.map((o) => o.number)).toEqual([made.early.number, made.late.number]);
    expect(slips.orders[1]).toMatchObject({
      customer: { firstName: 'Ana', lastName: 'Souza', notes: 'Ring twice' },
      lines: [
        { title: 'Heirloom Tomatoes', quantity: 2 },
        { title: 'Crisp Red Apples', quantity: 1 },
      ],
    });
    expect(
      contract(PackingSlipsSchema, (await get(http, `${API_PATHS.staffSlips}?day=2026-11-22`)).body).orders.map((o) => o.number),
    ).toEqual([made.yesterday.number]);
  });

  it("exports the slips as CSV, a shopper's formula kept as text", async () => {
    const res = await get(http, `${API_PATHS.staffSlips}?format=csv`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="slips-2026-11-23.csv"');
    expect(res.text).toBe(
      [
        'number,customer,method,pickup_day,items,notes,delivery_day,zone,delivery_fee',
        `${made.early.number},Eva Souza,delivery,,"1 x Heirloom Tomatoes; 4 x Rainbow Carrots",'=cmd|calc,,,0.00`,
        `${made.late.number},Ana Souza,delivery,,"2 x Heirloom Tomatoes; 1 x Crisp Red Apples",Ring twice,,,0.00`,
        '',
      ].join('\r\n'),
    );
  });

  it('answers the orders that went out for delivery that day, by town and postcode, with address, phone and notes', async () => {
    const res = await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-23`);
    const sheet = contract(RunSheetSchema, res.body);
    const [eloraFirst, eloraSecond] = [made.elora, made.delivered].sort((a, b) => a.number.localeCompare(b.number));
    const [guelphFirst, guelphSecond] = [made.guelph1, made.guelph2].sort((a, b) => a.number.localeCompare(b.number));
    expect(sheet.day).toBe('2026-11-23');
    expect(sheet.stops.every((stop) => stop.zone === null)).toBe(true);
    expect(sheet.stops.map((stop) => [stop.town, stop.postcode, stop.orders.map((o) => [o.number, o.status])])).toEqual([
      [
        'Elora',
        'N0B 1S0',
        [
          [eloraFirst.number, eloraFirst === made.delivered ? 'delivered' : 'out_for_delivery'],
          [eloraSecond.number, eloraSecond === made.delivered ? 'delivered' : 'out_for_delivery'],
        ],
      ],
      [
        'Guelph',
        'N1H 2K3',
        [
          [guelphFirst.number, 'out_for_delivery'],
          [guelphSecond.number, 'out_for_delivery'],
        ],
      ],
    ]);
    expect(sheet.stops[0].orders.find((o) => o.number === made.elora.number)!.customer).toMatchObject({
      address1: '3 Mill St',
      phone: '+1 519 555 0199',
      notes: 'Dog is friendly',
    });
    const yesterday = contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-22`)).body);
    expect(yesterday.stops.flatMap((stop) => stop.orders.map((o) => o.number))).toEqual([made.outYesterday.number]);
    expect(contract(RunSheetSchema, (await get(http, API_PATHS.staffRunSheet)).body).stops).toEqual(sheet.stops);
  });

  it('exports the run sheet as CSV, one row per stop and order, the phone as typed', async () => {
    const res = await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-22&format=csv`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="run-sheet-2026-11-22.csv"');
    expect(res.text).toBe(
      [
        'town,postcode,number,status,customer,address_line1,address_line2,phone,notes,items,delivery_day,zone,delivery_fee',
        `Guelph,N1H 2K3,${made.outYesterday.number},out_for_delivery,Otto Souza,12 Orchard Lane,Unit 4,+1 519 555 0147,Leave the box by the barn door.,"2 x Heirloom Tomatoes; 1 x Crisp Red Apples",,,0.00`,
        '',
      ].join('\r\n'),
    );
  });

  it.each([API_PATHS.staffPacking, API_PATHS.staffSlips, API_PATHS.staffRunSheet])(
    'refuses %s for a day that is not a calendar day, or a format it does not make',
    async (path) => {
      const bad = await get(http, `${path}?day=2026-11-31`);
      expect([bad.status, bad.body]).toEqual([
        400,
        { error: 'day must be a date such as 2026-11-23 (got "2026-11-31").', code: 'validation' },
      ]);
      const format = await get(http, `${path}?format=pdf`);
      expect([format.status, format.body]).toEqual([400, { error: 'format must be json or csv.', code: 'validation' }]);
    },
  );
});

describe("pickups in the day's work", () => {
  let store: OfficeStore;
  let db: Database;
  let http: ReturnType<typeof office>;

  beforeAll(async () => {
    ({ store, db, http } = await openOffice());
  });
  afterAll(() => store.close());

  it('packs a pickup on its pickup day, not the day it was paid, and never puts it on a run sheet', async () => {
    const pickup = await paidOrder(store, {
      customer: { firstName: 'Pia' },
      lines: [CARROTS(3)],
      fulfilment: { method: 'pickup', pickupDay: '2026-11-25', deliveryDay: null, zone: null, feeCents: 0 },
    });
    await setTimes(db, pickup, { paidAt: at('2026-11-23T10:00:00Z') });
    const delivery = await paidOrder(store, { customer: { firstName: 'Dan' }, lines: [APPLES(2)] });
    await setTimes(db, delivery, { paidAt: at('2026-11-23T11:00:00Z') });

    const slipsOn = async (day: string) =>
      contract(PackingSlipsSchema, (await get(http, `${API_PATHS.staffSlips}?day=${day}`)).body).orders.map((o) => o.number);
    expect(await slipsOn('2026-11-23')).toEqual([delivery.number]);
    expect(await slipsOn('2026-11-25')).toEqual([pickup.number]);
    const packing = contract(PackingDaySchema, (await get(http, `${API_PATHS.staffPacking}?day=2026-11-25`)).body);
    expect(packing.lines).toEqual([{ productId: 3, title: 'Rainbow Carrots', quantity: 3, orders: 1 }]);
    const csv = await get(http, `${API_PATHS.staffSlips}?day=2026-11-25&format=csv`);
    expect(csv.text.split('\r\n')[1]).toBe(`${pickup.number},Pia Souza,pickup,2026-11-25,3 x Rainbow Carrots,${CUSTOMER.notes},,,`);

    // Even if a pickup were forced out for delivery, the run sheet is the driver's: deliveries only.
    const forced = await forceStatus(db, pickup, 'out_for_delivery');
    await db
      .insert(orderEvents)
      .values({ orderId: forced.id, fromStatus: 'packed', toStatus: 'out_for_delivery', actor: STAFF, at: at('2026-11-25T12:00:00Z') });
    const sheet = contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-25`)).body);
    expect(sheet.stops).toEqual([]);
  });
});

describe.each(BACKENDS)("booked deliveries in the day's work on %s", (_name, fresh) => {
  let store: OfficeStore;
  let db: Database;
  let cleanup: () => Promise<void>;
  let http: ReturnType<typeof office>;
  const made: Record<string, StoredOrder> = {};
  const ISLAND = { city: 'Ilha', postcode: '88010-000' };

  /** A paid delivery booked as given (docs/product.md#delivery-rules), paid when said. */
  async function booked(
    customer: Partial<typeof CUSTOMER>,
    lines: PricedLine[],
    booking: Parameters<typeof bookDelivery>[2],
    paidAt: string,
  ): Promise<StoredOrder> {
    const order = await bookDelivery(db, await paidOrder(store, { customer, lines }), booking);
    await setTimes(db, order, { paidAt: at(paidAt) });
    return order;
  }

  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    ({ store, db, http } = await openOffice(backend.location));
    // Paid on the 23rd at the farm, booked for the 24th: the 24th's work, not the 23rd's.
    made.island = await booked(
      { firstName: 'Ivo', ...ISLAND },
      [TOMATOES(1)],
      { day: '2026-11-24', zone: 'Island', feeCents: 800 },
      '2026-11-23T13:00:00Z',
    );
    made.free = await booked(
      { firstName: 'Iara', ...ISLAND, postcode: '88020-000' },
      [TOMATOES(2)],
      { day: '2026-11-24', zone: 'Island', feeCents: 0 },
      '2026-11-23T14:00:00Z',
    );
    // Its town comes first, its zone after the Island: the run sheet goes by zone.
    made.mainland = await booked(
      { firstName: 'Mia', city: 'Anchieta', postcode: '88100-000' },
      [APPLES(1)],
      { day: '2026-11-24', zone: 'Mainland', feeCents: 500 },
      '2026-11-23T15:00:00Z',
    );
    // No day booked (made with no zones set): the day it was paid, 10:00 on the 24th at the farm.
    made.unbooked = await booked({ firstName: 'Nei' }, [CARROTS(1)], { day: null, zone: null, feeCents: 0 }, '2026-11-24T13:00:00Z');
    // Paid on the 24th, booked for the 25th.
    made.later = await booked(
      { firstName: 'Leo', ...ISLAND },
      [CARROTS(5)],
      { day: '2026-11-25', zone: 'Island', feeCents: 800 },
      '2026-11-24T14:00:00Z',
    );
    made.pickup = await paidOrder(store, {
      customer: { firstName: 'Pia' },
      lines: [APPLES(2)],
      fulfilment: { method: 'pickup', pickupDay: '2026-11-24', deliveryDay: null, zone: null, feeCents: 0 },
    });
    await setTimes(db, made.pickup, { paidAt: at('2026-11-22T15:00:00Z') });
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  const slipsOn = async (day: string) =>
    contract(PackingSlipsSchema, (await get(http, `${API_PATHS.staffSlips}?day=${day}`)).body).orders.map((o) => o.number);
  const of = (...names: string[]) => names.map((name) => made[name].number);

  it('packs the deliveries booked for a day, those with no day booked on the day they were paid, and its pickups', async () => {
    expect(await slipsOn('2026-11-23')).toEqual([]);
    expect(await slipsOn('2026-11-24')).toEqual(of('pickup', 'island', 'free', 'mainland', 'unbooked'));
    expect(await slipsOn('2026-11-25')).toEqual(of('later'));
    const packing = contract(PackingDaySchema, (await get(http, `${API_PATHS.staffPacking}?day=2026-11-24`)).body);
    expect(packing.lines).toEqual([
      { productId: 2, title: 'Crisp Red Apples', quantity: 3, orders: 2 },
      { productId: 1, title: 'Heirloom Tomatoes', quantity: 3, orders: 2 },
      { productId: 3, title: 'Rainbow Carrots', quantity: 1, orders: 1 },
    ]);
  });

  it("shows each order's day, zone and fee in the list and on its page, its total including the fee", async () => {
    const page = contract(OrderPageSchema, (await get(http, `${API_PATHS.staffOrders}?q=Ivo`)).body);
    expect(page.orders.map((o) => [o.fulfilment, o.totalCents])).toEqual([
      [{ method: 'delivery', pickupDay: null, deliveryDay: '2026-11-24', zone: 'Island', feeCents: 800 }, 630 + 800],
    ]);
    const detail = contract(OrderDetailSchema, (await get(http, pathWith(API_PATHS.staffOrder, { number: made.island.number }))).body);
    expect([detail.order.fulfilment, detail.order.totalCents]).toEqual([page.orders[0].fulfilment, 1430]);
  });

  it('exports the slips with the delivery day, the zone and the fee', async () => {
    const res = await get(http, `${API_PATHS.staffSlips}?day=2026-11-24&format=csv`);
    const notes = CUSTOMER.notes;
    expect(res.text).toBe(
      [
        'number,customer,method,pickup_day,items,notes,delivery_day,zone,delivery_fee',
        `${made.pickup.number},Pia Souza,pickup,2026-11-24,2 x Crisp Red Apples,${notes},,,`,
        `${made.island.number},Ivo Souza,delivery,,1 x Heirloom Tomatoes,${notes},2026-11-24,Island,8.00`,
        `${made.free.number},Iara Souza,delivery,,2 x Heirloom Tomatoes,${notes},2026-11-24,Island,0.00`,
        `${made.mainland.number},Mia Souza,delivery,,1 x Crisp Red Apples,${notes},2026-11-24,Mainland,5.00`,
        `${made.unbooked.number},Nei Souza,delivery,,1 x Rainbow Carrots,${notes},,,0.00`,
        '',
      ].join('\r\n'),
    );
  });

  it('puts the deliveries booked for a day on its run sheet, grouped by zone, those with none last, whenever they went out', async () => {
    const goOut = async (order: StoredOrder, when: string) => {
      for (const [from, to] of [
        ['paid', 'packed'],
        ['packed', 'out_for_delivery'],
      ] as const)
        await store.orders.changeStatus({ orderId: order.id, from, to, actor: STAFF, note: null }, noMail);
      await setTimes(db, order, { events: { out_for_delivery: at(when) } });
    };
    // The free one went out the evening before its day: still its day's run.
    await goOut(made.free, '2026-11-23T20:00:00Z');
    for (const name of ['island', 'mainland', 'unbooked']) await goOut(made[name], '2026-11-24T12:00:00Z');
    await goOut(made.later, '2026-11-24T12:00:00Z');

    const sheet = contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-24`)).body);
    expect(sheet.stops.map((stop) => [stop.zone, stop.town, stop.postcode, stop.orders.map((o) => o.number)])).toEqual([
      ['Island', 'Ilha', '88010-000', of('island')],
      ['Island', 'Ilha', '88020-000', of('free')],
      ['Mainland', 'Anchieta', '88100-000', of('mainland')],
      [null, 'Guelph', 'N1H 2K3', of('unbooked')],
    ]);
    expect(contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-23`)).body).stops).toEqual([]);
    const later = contract(RunSheetSchema, (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-25`)).body);
    expect(later.stops.map((stop) => [stop.zone, stop.orders.map((o) => o.number)])).toEqual([['Island', of('later')]]);

    const csv = (await get(http, `${API_PATHS.staffRunSheet}?day=2026-11-24&format=csv`)).text.split('\r\n');
    expect(csv[0]).toBe(
      'town,postcode,number,status,customer,address_line1,address_line2,phone,notes,items,delivery_day,zone,delivery_fee',
    );
    expect(csv[1]).toMatch(
      new RegExp(`^Ilha,88010-000,${made.island.number},out_for_delivery,Ivo Souza,.*,1 x Heirloom Tomatoes,2026-11-24,Island,8.00$`),
    );
    expect(csv[4]).toMatch(new RegExp(`^Guelph,N1H 2K3,${made.unbooked.number},.*,1 x Rainbow Carrots,,,0.00$`));
  });
});
