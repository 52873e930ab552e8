import { ApiErrorSchema, API_PATHS, OrderDetailSchema, OrderPageSchema, pathWith, type OrderSummary } from 'contract';
import { PAGE_SIZE } from '../src/office/officeRoutes';
import { REFUND_BY_ITS_ACTION } from '../src/orders/workflow';
import type { Database } from '../src/store/database';
import type { StoredOrder } from '../src/domain';
import { BACKENDS } from './support/backends';
import { CUSTOMER, SITE } from './support/fixtures';
import { paidOrder, placeOrder, setTimes, type OfficeStore } from './support/officeOrders';
import { STAFF, staffHeaders, changeHeaders, APPLES, CARROTS, at, office, openOffice, contract, get } from './support/officeRouter';

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
      payment: { state: 'at_once', estimateCents: 630 * 2 + 450, heldCents: null, chargedCents: null, holdEndsAt: null },
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
      payment: { state: 'at_once', estimateCents: 1710, heldCents: null, chargedCents: null, holdEndsAt: null },
      lines: [
        { productId: 1, title: 'Heirloom Tomatoes', unitPriceCents: 630, quantity: 2, lineTotalCents: 1260, weighing: null },
        { productId: 2, title: 'Crisp Red Apples', unitPriceCents: 450, quantity: 1, lineTotalCents: 450, weighing: null },
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
