import { ApiErrorSchema, orderByTokenPath, orderPagePath, ShopperOrderPageSchema, ShopperOrderSchema } from 'contract';
import { LOOKUPS_RATE_LIMITED } from '../src/orders/orderRoutes';
import { noMail } from '../src/mail/compose';
import { shopperPageView, shopperView } from '../src/orders/orderViews';
import { checkoutBody, CUSTOMER, postCheckout, serve, serveForSuite, SITE, testConfig } from './support/fixtures';
import { bookDelivery, openOfficeStore, paidOrder as paidInStore } from './support/officeOrders';

const expectContract = <T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, value: unknown): T => {
  const parsed = schema.safeParse(value);
  expect(parsed.success).toBe(true);
  return parsed.data as T;
};

describe("the shopper's order page, GET /api/orders/by-token/:token", () => {
  const service = serveForSuite();

  /** A checkout with the form's details, paid on the local test page. */
  async function paidOrder(key: string, customer: Record<string, string> = CUSTOMER) {
    const session = await postCheckout(service.http, checkoutBody({ customer }), key);
    expect(session.status).toBe(200);
    const paymentPath = new URL(session.body.url).pathname;
    expect((await service.http.post(`${paymentPath}/pay`).set({ Origin: SITE })).status).toBe(303);
    return (await service.store.orders.findBySession(session.body.id))!;
  }

  it("answers the contract's order page: status, times, lines, total, where it goes and the notes, and no e-mail or phone", async () => {
    const order = await paidOrder('page-paid');
    const res = await service.http.get(orderByTokenPath(order.pageToken));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = expectContract(ShopperOrderPageSchema, res.body);
    expect(page).toEqual({
      number: order.number,
      status: 'paid',
      placedAt: order.createdAt.toISOString(),
      paidAt: order.paidAt!.toISOString(),
      currency: 'usd',
      totalCents: 1710,
      lines: [
        { title: 'Heirloom Tomatoes', quantity: 2, unitPriceCents: 630, lineTotalCents: 1260, weighing: null },
        { title: 'Crisp Red Apples', quantity: 1, unitPriceCents: 450, lineTotalCents: 450, weighing: null },
      ],
      fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
      // Sold by the piece: charged in full when paid (docs/decisions/weighed-produce.md).
      payment: { state: 'at_once', estimateCents: 1710, heldCents: null, chargedCents: null, holdEndsAt: null },
      delivery: {
        name: 'Ana Souza',
        addressLines: ['12 Orchard Lane', 'Unit 4'],
        town: 'Guelph',
        state: 'Ontario',
        postcode: 'N1H 2K3',
        country: 'Canada',
      },
      notes: CUSTOMER.notes,
    });
    expect(JSON.stringify(res.body)).not.toContain(CUSTOMER.email);
    expect(JSON.stringify(res.body)).not.toContain(CUSTOMER.phone);
  });

  it('follows the staff: a status changed in the office shows on the page', async () => {
    const order = await paidOrder('page-packed');
    expect(
      await service.store.orders.changeStatus(
        { orderId: order.id, from: 'paid', to: 'packed', actor: 'staff@example.com', note: null },
        noMail,
      ),
    ).toBe(true);
    expect((await service.http.get(orderByTokenPath(order.pageToken))).body.status).toBe('packed');
  });

  it('leaves out the empty address lines', async () => {
    const order = await paidOrder('page-one-line', { ...CUSTOMER, address2: '' });
    expect((await service.http.get(orderByTokenPath(order.pageToken))).body.delivery.addressLines).toEqual(['12 Orchard Lane']);
  });

  it("the success page's look-up carries the token of the order's page, to the browser that started the checkout", async () => {
    const session = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }), 'page-from-success');
    const cookie = session.headers['set-cookie'][0].split(';')[0];
    await service.http.post(`${new URL(session.body.url).pathname}/pay`).set({ Origin: SITE });
    const order = (await service.store.orders.findBySession(session.body.id))!;
    const res = await service.http.get(`/api/orders/by-session/${order.providerSessionId}`).set('Cookie', cookie);
    expect(expectContract(ShopperOrderSchema, res.body)).toMatchObject({ number: order.number, pageToken: order.pageToken });
    // The session id alone, from another browser: no way to the address.
    expect((await service.http.get(`/api/orders/by-session/${order.providerSessionId}`)).body.pageToken).toBeNull();
    expect(orderPagePath(order.pageToken)).toBe(`/checkout/order/${order.pageToken}`);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a token one character short', null],
    ['a token in another case', 'lower'],
    ['a malformed token', 'not a token'],
    ['the order number', 'number'],
    ['the payment session id', 'session'],
    ['an SQL wildcard', '%'],
  ])('answers 404 JSON, no-store, for %s', async (_case, given) => {
    const order = await paidOrder(`page-404-${_case.replace(/\W+/g, '-')}`);
    const token =
      given === null
        ? order.pageToken.slice(0, 42)
        : given === 'lower'
          ? order.pageToken.toLowerCase() === order.pageToken
            ? order.pageToken.toUpperCase()
            : order.pageToken.toLowerCase()
          : given === 'number'
            ? order.number
            : given === 'session'
              ? order.providerSessionId!
              : given;
    const res = await service.http.get(orderByTokenPath(token));
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(expectContract(ApiErrorSchema, res.body)).toEqual({ error: 'This order link is not valid.', code: 'not_found' });
  });
});

describe("the order page's look-ups are rate-limited per client address", () => {
  it("counts with the success page's look-ups and answers 429 with Retry-After past the limit", async () => {
    const service = await serve(testConfig({ lookupsPerMinute: 3 }));
    try {
      const token = 'B'.repeat(43);
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      const answers = [
        await service.http.get(orderByTokenPath(token)).set(from('203.0.113.9')),
        await service.http.get('/api/orders/by-session/test_0000').set(from('203.0.113.9')),
        await service.http.get(orderByTokenPath(token)).set(from('203.0.113.9')),
        await service.http.get(orderByTokenPath(token)).set(from('203.0.113.9')),
        await service.http.get(orderByTokenPath(token)).set(from('198.51.100.4')),
      ];
      expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 429, 404]);
      expect(answers[3].body).toEqual({ error: LOOKUPS_RATE_LIMITED, code: 'rate_limited' });
      expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await service.close();
    }
  });
});

describe("a booked delivery in the shopper's views", () => {
  it('carries its day, zone and fee as stored, the total including the fee, to the success page and the order page', async () => {
    const { store, db } = await openOfficeStore();
    try {
      const booked = await bookDelivery(db, await paidInStore(store), { day: '2026-11-24', zone: 'Island', feeCents: 800 });
      const order = (await store.orders.findById(booked.id))!;
      const fulfilment = { method: 'delivery', pickupDay: null, deliveryDay: '2026-11-24', zone: 'Island', feeCents: 800 };
      for (const view of [shopperView(order, { startedHere: false }), shopperPageView(order)]) {
        expect(view).toMatchObject({ fulfilment, totalCents: 1710 + 800 });
      }
      expectContract(ShopperOrderPageSchema, shopperPageView(order));
    } finally {
      await store.close();
    }
  });
});
