import {
  API_PATHS,
  AvailabilitySchema,
  OrderPageSchema,
  pathWith,
  PickupDaysSchema,
  products,
  ShopperOrderSchema,
  StockLineSchema,
  StockListSchema,
} from 'contract';
import { SIGN_IN_FIRST } from '../src/staff/requireStaff';
import { CROSS_SITE_CHANGE } from '../src/staff/sameOrigin';
import { addStaffAccount } from '../src/staff/staffAccounts';
import { STAFF_COOKIE } from '../src/staff/staffSessions';
import { checkoutBody, CUSTOMER, postCheckout, serve, SITE, silentLog, testConfig, type Service } from './support/fixtures';

/**
 * Pickup or delivery, and stock, as callers of the HTTP API see them (docs/product.md): the pickup
 * rules and their sentences, the days on offer, the availability every shop page reads, and the
 * stock the office and scripts set.
 */

// Thursday 26 November 2026, 10:00 at the farm (America/Sao_Paulo, UTC-3).
const NOW = Date.parse('2026-11-26T13:00:00Z');
const DAYS = ['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'];
const ADMIN_TOKEN = 'stock-admin-token-0123456789abcdef';
const INES = 'ines@farm.example';
const PASSWORD = 'rows of heirloom tomatoes';
const fromTheSite = { Origin: SITE };

const PICKUP_CUSTOMER = { firstName: 'Rui', lastName: 'Lima', email: 'rui@example.com', phone: '+55 48 3025 0000' };
const pickup = (pickupDay: unknown, customer: Record<string, string> = PICKUP_CUSTOMER) =>
  checkoutBody({ customer, fulfilment: { method: 'pickup', pickupDay } });

let service: Service;
beforeAll(async () => {
  service = await serve(testConfig({ adminToken: ADMIN_TOKEN }), undefined, silentLog, { now: () => NOW });
});
afterAll(() => service.close());

describe('pickup or delivery at the checkout', () => {
  it("offers the next six opening days after the farm's today, Sundays skipped", async () => {
    const res = await service.http.get(API_PATHS.pickupDays);
    expect(res.status).toBe(200);
    expect(PickupDaysSchema.parse(res.body)).toEqual({ days: DAYS });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('stores a pickup with its day and only the name, e-mail, phone and notes, and the success page says so', async () => {
    const res = await postCheckout(
      service.http,
      pickup('2026-11-28', { ...PICKUP_CUSTOMER, address1: '1 Ignored Road', notes: 'After lunch' }),
    );
    expect(res.status).toBe(200);
    const order = (await service.store.orders.findBySession(res.body.id))!;
    expect(order.fulfilment).toEqual({ method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 });
    expect(order.customer).toMatchObject({ ...PICKUP_CUSTOMER, address1: null, city: null, country: null, notes: 'After lunch' });
    const view = ShopperOrderSchema.parse((await service.http.get(`/api/orders/by-session/${res.body.id}`)).body);
    expect(view.fulfilment).toEqual({ method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 });
  });

  it("keeps SPEC.md's request, without fulfilment, a delivery with the billing rules", async () => {
    const res = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }));
    expect(res.status).toBe(200);
    expect((await service.store.orders.findBySession(res.body.id))!.fulfilment).toEqual({
      method: 'delivery',
      pickupDay: null,
      deliveryDay: null,
      zone: null,
      feeCents: 0,
    });
    const noAddress = await postCheckout(service.http, checkoutBody({ customer: PICKUP_CUSTOMER, fulfilment: { method: 'delivery' } }));
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error).toMatch(/^customer\.country/);
  });

  it.each([
    [
      'a Sunday',
      '2026-11-29',
      'fulfilment.pickupDay 2026-11-29 is a Sunday, when the farm is closed; choose one of the next 6 opening days, 2026-11-27 to 2026-12-03.',
    ],
    [
      'a day in the past',
      '2026-11-20',
      'fulfilment.pickupDay 2026-11-20 is in the past; choose one of the next 6 opening days, 2026-11-27 to 2026-12-03.',
    ],
    [
      'today',
      '2026-11-26',
      'fulfilment.pickupDay 2026-11-26 is today, which can no longer be booked; choose one of the next 6 opening days, 2026-11-27 to 2026-12-03.',
    ],
    [
      'the 7th opening day',
      '2026-12-04',
      'fulfilment.pickupDay 2026-12-04 is more than 6 opening days ahead; choose one of the next 6 opening days, 2026-11-27 to 2026-12-03.',
    ],
    [
      'no day',
      undefined,
      'fulfilment.pickupDay is required for a pickup: choose one of the next 6 opening days, 2026-11-27 to 2026-12-03.',
    ],
    ['a date that does not exist', '2026-02-30', 'fulfilment.pickupDay must be a date written YYYY-MM-DD (got "2026-02-30").'],
    ['not a date', 28, 'fulfilment.pickupDay must be a date written YYYY-MM-DD (got nothing).'],
  ])('refuses a pickup on %s with a 400 sentence naming the field', async (_case, day, sentence) => {
    const res = await postCheckout(service.http, pickup(day));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: sentence, code: 'validation' });
  });

  it('refuses a pickup without a phone, an unknown method and a delivery with a day, each naming the field', async () => {
    const { phone: _phone, ...noPhone } = PICKUP_CUSTOMER;
    expect((await postCheckout(service.http, pickup('2026-11-28', noPhone))).body).toEqual({
      error: 'customer.phone: Phone is required.',
      code: 'validation',
    });
    const unknown = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER, fulfilment: { method: 'drone' } }));
    expect(unknown.body).toEqual({ error: 'fulfilment.method must be delivery or pickup (got "drone").', code: 'validation' });
    const deliveryDay = await postCheckout(
      service.http,
      checkoutBody({ customer: CUSTOMER, fulfilment: { method: 'delivery', pickupDay: '2026-11-28' } }),
    );
    expect(deliveryDay.body).toEqual({ error: 'fulfilment.pickupDay is for pickups only; a delivery has none.', code: 'validation' });
    const noCustomer = await postCheckout(service.http, checkoutBody({ fulfilment: { method: 'pickup', pickupDay: '2026-11-28' } }));
    expect(noCustomer.body).toEqual({
      error: 'customer is required for a pickup, with firstName, lastName, email, phone.',
      code: 'validation',
    });
  });
});

describe('availability and stock', () => {
  const admin = (productId: number | string, body: unknown) =>
    service.http
      .put(pathWith(API_PATHS.adminStock, { productId: String(productId) }))
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send(body as object);

  it('answers every product, not tracked by default, cacheable for five seconds', async () => {
    const res = await service.http.get(API_PATHS.availability);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    const { products: answer } = AvailabilitySchema.parse(res.body);
    expect(answer).toHaveLength(products.length);
    expect(answer.find((p) => p.productId === 5)).toEqual({ productId: 5, left: null, soldByWeight: null });
  });

  it("follows what a script sets under ADMIN_TOKEN, and a checkout's 409 says what is left", async () => {
    const set = await admin(1, { onHand: 2 });
    expect(set.status).toBe(200);
    expect(StockLineSchema.parse(set.body)).toEqual({
      productId: 1,
      title: 'Heirloom Tomatoes',
      onHand: 2,
      held: 0,
      maxPerCheckout: null,
      soldOut: false,
      soldByWeight: null,
    });
    expect(AvailabilitySchema.parse((await service.http.get(API_PATHS.availability)).body).products[0]).toEqual({
      productId: 1,
      left: 2,
      soldByWeight: null,
    });
    const refused = await postCheckout(service.http, checkoutBody({ items: [{ id: 1, quantity: 3 }], customer: CUSTOMER }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'Only 2 Heirloom Tomatoes left.', code: 'out_of_stock' });
    await admin(1, { soldOut: true });
    expect(AvailabilitySchema.parse((await service.http.get(API_PATHS.availability)).body).products[0]).toEqual({
      productId: 1,
      left: 0,
      soldByWeight: null,
    });
    await admin(1, { onHand: null, soldOut: false });
    expect(AvailabilitySchema.parse((await service.http.get(API_PATHS.availability)).body).products[0]).toEqual({
      productId: 1,
      left: null,
      soldByWeight: null,
    });
  });

  it('refuses a script without the token, a bad quantity and an unknown product, each with its sentence', async () => {
    const anonymous = await service.http.put(pathWith(API_PATHS.adminStock, { productId: '1' })).send({ onHand: 3 });
    expect(anonymous.status).toBe(401);
    expect((await admin(1, { onHand: -1 })).body).toEqual({
      error: 'onHand must be a whole number from 0 to 100000, or null for not tracked.',
      code: 'validation',
    });
    expect((await admin(1, { onHand: 2.5 })).status).toBe(400);
    expect((await admin(1, { soldOut: 'yes' })).body).toEqual({ error: 'soldOut must be true or false.', code: 'validation' });
    expect((await admin(1, { price: 3 })).body).toEqual({
      error: 'price is not a stock field; the fields are onHand, soldOut and maxPerCheckout.',
      code: 'validation',
    });
    // The first problem is named in the order the service has always checked: unknown fields, then
    // nothing to change, then maxPerCheckout, onHand and soldOut.
    const shape = (await admin(1, {})).body;
    expect(shape).toEqual({ error: expect.stringMatching(/^The request body must be a JSON object with onHand/), code: 'validation' });
    expect((await admin(1, [3])).body).toEqual(shape);
    expect((await admin(1, { onHand: -1, price: 3 })).body.error).toBe(
      'price is not a stock field; the fields are onHand, soldOut and maxPerCheckout.',
    );
    expect((await admin(1, { soldOut: 'yes', onHand: -1, maxPerCheckout: 100 })).body.error).toBe(
      "maxPerCheckout must be a whole number from 1 to 99, or null for the shop's default of 20.",
    );
    expect((await admin(1, { soldOut: 'yes', onHand: null, maxPerCheckout: null })).body.error).toBe('soldOut must be true or false.');
    expect((await admin(1, {})).status).toBe(400);
    expect(await admin(999, { onHand: 3 })).toMatchObject({ status: 404, body: { error: 'There is no product 999 in the catalogue.' } });
  });

  it('lets a signed-in staff member read and set stock from the site only', async () => {
    await addStaffAccount(service.store.staff, INES, PASSWORD, new Date(NOW));
    const signIn = await service.http.post(API_PATHS.staffSession).set(fromTheSite).send({ email: INES, password: PASSWORD });
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${STAFF_COOKIE}=`))!
      .split(';')[0];

    expect((await service.http.get(API_PATHS.staffStock)).body).toEqual({ error: SIGN_IN_FIRST, code: 'not_signed_in' });
    const list = await service.http.get(API_PATHS.staffStock).set('Cookie', cookie);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(StockListSchema.parse(list.body).products).toHaveLength(products.length);

    const path = pathWith(API_PATHS.staffStockProduct, { productId: '3' });
    const crossSite = await service.http.put(path).set('Cookie', cookie).set('Origin', 'https://evil.example').send({ onHand: 4 });
    expect(crossSite).toMatchObject({ status: 403, body: { error: CROSS_SITE_CHANGE } });
    const changed = await service.http.put(path).set('Cookie', cookie).set(fromTheSite).send({ onHand: 4 });
    expect(StockLineSchema.parse(changed.body)).toEqual({
      productId: 3,
      title: 'Rainbow Carrots',
      onHand: 4,
      held: 0,
      maxPerCheckout: null,
      soldOut: false,
      soldByWeight: null,
    });
  });
});

describe('pickups in the office', () => {
  it('filters the list by method: a pickup is found with method=pickup and not with method=delivery', async () => {
    const cookieOf = async () => {
      const signIn = await service.http.post(API_PATHS.staffSession).set(fromTheSite).send({ email: INES, password: PASSWORD });
      return ([] as string[])
        .concat(signIn.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith(`${STAFF_COOKIE}=`))!
        .split(';')[0];
    };
    const cookie = await cookieOf();
    const placed = await postCheckout(service.http, pickup('2026-11-30'));
    const { number } = (await service.store.orders.findBySession(placed.body.id))!;
    const list = async (method: string) =>
      OrderPageSchema.parse((await service.http.get(`${API_PATHS.staffOrders}?method=${method}`).set('Cookie', cookie)).body);
    const pickups = await list('pickup');
    expect(pickups.orders.map((o) => o.number)).toContain(number);
    expect(pickups.orders.every((o) => o.fulfilment.method === 'pickup')).toBe(true);
    expect((await list('delivery')).orders.map((o) => o.number)).not.toContain(number);
  });
});
