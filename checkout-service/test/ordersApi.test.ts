import { BILLING_MAX_LENGTH } from 'contract';
import { checkoutBody, CUSTOMER, postCheckout, serveForSuite, SITE, testConfig } from './support/fixtures';

const TOKEN = 'test-admin-token-0123456789abcdef';
const fromThePage = { Origin: SITE };

describe('the customer of a checkout', () => {
  const service = serveForSuite();

  it('is stored with the pending order, trimmed, with empty optional fields left empty', async () => {
    const res = await postCheckout(
      service.http,
      checkoutBody({ customer: { ...CUSTOMER, firstName: '  Ana ', address2: '', phone: '', notes: '' } }),
      'customer-ok',
    );
    expect(res.status).toBe(200);
    const order = (await service.store.orders.findBySession(res.body.id))!;
    expect(order.customer).toEqual({ ...CUSTOMER, address2: null, phone: null, notes: null });
  });

  it('is optional: a request with only items and return URLs still starts a checkout', async () => {
    const res = await postCheckout(service.http, checkoutBody(), 'no-customer');
    expect(res.status).toBe(200);
    expect((await service.store.orders.findBySession(res.body.id))!.customer.firstName).toBeNull();
  });

  it.each<[string, unknown, string]>([
    [
      'not an object',
      'Ana',
      'customer must be an object with the billing details (firstName, lastName, country, address1, city, state, postcode, email, ...).',
    ],
    ['a missing first name', { ...CUSTOMER, firstName: undefined }, 'customer.firstName: First name is required.'],
    ['a blank last name', { ...CUSTOMER, lastName: '   ' }, 'customer.lastName: Last name is required.'],
    [
      'a country off the list',
      { ...CUSTOMER, country: 'Brazil' },
      'customer.country: Country / Region must be one of Australia, Canada, China, Japan, Bangladesh.',
    ],
    ['a missing street', { ...CUSTOMER, address1: '' }, 'customer.address1: Street address is required.'],
    ['a missing town', { ...CUSTOMER, city: '' }, 'customer.city: Town / City is required.'],
    ['a missing state', { ...CUSTOMER, state: '' }, 'customer.state: State / County is required.'],
    ['a missing postcode', { ...CUSTOMER, postcode: '' }, 'customer.postcode: Postcode / ZIP is required.'],
    [
      'a malformed e-mail',
      { ...CUSTOMER, email: 'ana@example' },
      'customer.email: E-mail address must be a valid e-mail address, like name@example.com.',
    ],
    ['a phone with letters', { ...CUSTOMER, phone: 'call me' }, 'customer.phone: Phone must contain numbers only.'],
    [
      'notes that are too long',
      { ...CUSTOMER, notes: 'x'.repeat(BILLING_MAX_LENGTH.notes + 1) },
      `customer.notes: Order notes must be at most ${BILLING_MAX_LENGTH.notes} characters long.`,
    ],
    [
      'a first name that is too long',
      { ...CUSTOMER, firstName: 'A'.repeat(101) },
      'customer.firstName: First name must be at most 100 characters long.',
    ],
    ['a field that is not text', { ...CUSTOMER, postcode: 12345 }, 'customer.postcode must be text.'],
    [
      'an unknown field',
      { ...CUSTOMER, first_name: 'Ana' },
      'customer.first_name is not a billing field; the fields are firstName, lastName, country, address1, address2, city, state, postcode, phone, email, notes.',
    ],
  ])('refuses %s with a 400 sentence naming the field, and stores nothing', async (_case, customer, error) => {
    const before = (await service.store.orders.list({ limit: 1000 })).length;
    const res = await postCheckout(service.http, checkoutBody({ customer }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'validation' });
    expect(await service.store.orders.list({ limit: 1000 })).toHaveLength(before);
  });
});

describe('GET /api/orders/by-session/:sessionId', () => {
  const service = serveForSuite();

  it('answers only what the success page shows, pending before Pay and paid after', async () => {
    const started = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }), 'by-session');
    const { id } = started.body;
    // The browser that started the checkout, with its checkout cookie (docs/decisions/checkout-cookie.md).
    const cookie = started.headers['set-cookie'][0].split(';')[0];
    const before = await service.http.get(`/api/orders/by-session/${id}`).set('Cookie', cookie);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toEqual({
      number: expect.stringMatching(/^TV-[0-9A-Z]{8}$/),
      status: 'pending',
      firstName: 'Ana',
      town: 'Guelph',
      currency: 'usd',
      totalCents: 630 * 2 + 450,
      lines: [
        { title: 'Heirloom Tomatoes', quantity: 2, unitPriceCents: 630, lineTotalCents: 1260, weighing: null },
        { title: 'Crisp Red Apples', quantity: 1, unitPriceCents: 450, lineTotalCents: 450, weighing: null },
      ],
      // The product's plain request (docs/product.md#checkout-service-rules) names no way: a delivery.
      // With no delivery rules set (docs/product.md#delivery-rules): no day booked, no zone, no fee.
      fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
      // Nothing weighed: charged in full when paid (docs/decisions/weighed-produce.md).
      payment: { state: 'at_once', estimateCents: 630 * 2 + 450, heldCents: null, chargedCents: null, holdEndsAt: null },
      // The order's own page, linked from the success page: 32 random bytes, base64url.
      pageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    await service.http.post(`/api/test-payment/${id}/pay`).set(fromThePage);
    const after = await service.http.get(`/api/orders/by-session/${id}`).set('Cookie', cookie);
    expect(after.body).toEqual({ ...before.body, status: 'paid' });
  });

  it('confirms a pending order with the provider itself, as when the shopper returns before anything else did', async () => {
    const { id } = (await postCheckout(service.http, checkoutBody(), 'settled-elsewhere')).body;
    // Settled on the provider's side only: the order is still pending until someone asks.
    await service.store.localPayments.settle(id, 'paid', new Date(0));
    expect((await service.store.orders.findBySession(id))!.status).toBe('pending');
    expect((await service.http.get(`/api/orders/by-session/${id}`)).body.status).toBe('paid');
  });

  it.each([
    ['an unknown session', 'test_0000'],
    ['a session id with odd characters', 'test_%27%20or%201%3D1'],
  ])('answers 404 JSON for %s', async (_case, id) => {
    const res = await service.http.get(`/api/orders/by-session/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No payment was found for this checkout session.', code: 'not_found' });
  });
});

describe("the farm's order list", () => {
  const service = serveForSuite(testConfig({ adminToken: TOKEN }));
  const admin = (path: string) => service.http.get(path).set('Authorization', `Bearer ${TOKEN}`);

  let paidId = '';
  beforeAll(async () => {
    const quote = { ...CUSTOMER, firstName: '=HYPERLINK("http://evil.example","click")', notes: 'Ring twice, then "wait"' };
    paidId = (await postCheckout(service.http, checkoutBody({ customer: quote }), 'list-paid')).body.id;
    await postCheckout(
      service.http,
      checkoutBody({ items: [{ id: 3, quantity: 4 }], customer: { ...CUSTOMER, firstName: 'Bea' } }),
      'list-pending',
    );
    await service.http.post(`/api/test-payment/${paidId}/pay`).set(fromThePage);
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { Authorization: `Bearer ${TOKEN}x` }],
    ['a prefix of the token', { Authorization: `Bearer ${TOKEN.slice(0, 10)}` }],
    ['another scheme', { Authorization: `Basic ${Buffer.from(`admin:${TOKEN}`).toString('base64')}` }],
  ])('answers 401 JSON to %s', async (_case, headers) => {
    // Each path from its own address: these 12 wrong tokens would pass the 10 a minute one address may send (src/admin/adminToken.ts).
    for (const [i, path] of ['/api/admin/orders', '/api/admin/orders?format=csv', '/api/admin/packing'].entries()) {
      const res = await service.http
        .get(path)
        .set('X-Forwarded-For', `192.0.2.${i + 1}`)
        .set(headers as Record<string, string>);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="orders"');
      expect(res.body).toEqual({
        error: 'The admin API needs the admin token: send the header Authorization: Bearer <ADMIN_TOKEN>.',
        code: 'not_signed_in',
      });
    }
  });

  it('lists orders newest first with the customer, lines and status', async () => {
    const res = await admin('/api/admin/orders');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [newest, oldest] = res.body.orders;
    expect(newest).toMatchObject({ status: 'pending', customer: { firstName: 'Bea' }, lines: [{ title: 'Rainbow Carrots', quantity: 4 }] });
    expect(oldest).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
      customer: { lastName: 'Souza', address1: '12 Orchard Lane', city: 'Guelph', country: 'Canada' },
    });
  });

  it('filters by status and date range, and explains a bad filter', async () => {
    expect((await admin('/api/admin/orders?status=paid')).body.orders.map((o: { status: string }) => o.status)).toEqual(['paid']);
    expect((await admin('/api/admin/orders?status=paid,pending')).body.orders).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin(`/api/admin/orders?from=${today}&to=${today}`)).body.orders).toHaveLength(2);
    expect((await admin('/api/admin/orders?to=2000-01-01')).body.orders).toHaveLength(0);
    expect((await admin('/api/admin/orders?limit=1')).body.orders).toHaveLength(1);
    for (const [query, error] of [
      [
        'status=shipped',
        'status must be one or more of pending, paid, failed, expired, cancelled, packed, out_for_delivery, delivered, ready_for_pickup, picked_up, refunded, separated by commas (got "shipped").',
      ],
      [
        'from=yesterday',
        'from must be a date such as 2026-11-23 (a whole day in UTC) or a date-time such as 2026-11-23T08:00:00-03:00 (got "yesterday").',
      ],
      ['from=2026-12-01&to=2026-11-01', 'from must not be after to.'],
      ['limit=0', 'limit must be a whole number from 1 to 10000.'],
      ['format=xml', 'format must be json or csv.'],
    ]) {
      const res = await admin(`/api/admin/orders?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, code: 'validation' });
    }
  });

  it('exports CSV with one row per order, keeps formulas typed by shoppers as text, and phone numbers as typed', async () => {
    const res = await admin('/api/admin/orders?format=csv&status=paid');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row, end] = res.text.split('\r\n');
    expect(header).toBe(
      'number,status,created_at,paid_at,first_name,last_name,email,phone,address_line1,address_line2,city,state,postcode,country,notes,items,total,currency,provider,provider_session_id,method,pickup_day,delivery_day,zone,delivery_fee,payment,held,charged',
    );
    expect(row).toContain(`,paid,`);
    expect(row).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""click"")",Souza,ana@example.com,+1 519 555 0147,12 Orchard Lane,Unit 4,Guelph,Ontario,N1H 2K3,Canada,"Ring twice, then ""wait""","2 x Heirloom Tomatoes; 1 x Crisp Red Apples",17.10,USD,local,${paidId},delivery,,,,0.00,at_once,,17.10`,
    );
    expect(end).toBe('');
  });

  it('gives the packing list of paid orders', async () => {
    const res = await admin('/api/admin/packing');
    expect(res.body.lines).toEqual([
      { productId: 2, title: 'Crisp Red Apples', quantity: 1, orders: 1, weight: null },
      { productId: 1, title: 'Heirloom Tomatoes', quantity: 2, orders: 1, weight: null },
    ]);
    const csv = await admin('/api/admin/packing?format=csv');
    expect(csv.text).toBe(
      'product_id,title,quantity,orders,estimated_kg,weighed_kg\r\n2,Crisp Red Apples,1,1,,\r\n1,Heirloom Tomatoes,2,1,,\r\n',
    );
  });
});

describe('without ADMIN_TOKEN', () => {
  const service = serveForSuite();
  it('has no order list at all', async () => {
    const res = await service.http.get('/api/admin/orders').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'There is no GET /api/admin/orders here.', code: 'not_found' });
  });
});
