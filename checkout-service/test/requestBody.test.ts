import { CONTROL_IN_ADDRESS } from '../src/http/controlCharacters';
import { checkoutBody, CUSTOMER, postCheckout, serveForSuite, SITE } from './support/fixtures';

/** Bodies no browser of ours sends: each is refused with a 4xx JSON sentence, never a 500 or a stack trace. */
describe('malformed and oversized bodies', () => {
  const service = serveForSuite();
  const post = () => service.http.post('/api/create-checkout-session');

  it.each([
    ['broken JSON', '{"items": [', 400, 'The request body is not valid JSON.'],
    ['a bare JSON string', '"items"', 400, 'The request body must be a JSON object with items, success_url and cancel_url.'],
    ['a bare number', '42', 400, 'The request body must be a JSON object with items, success_url and cancel_url.'],
    ['JSON null', 'null', 400, 'The request body must be a JSON object with items, success_url and cancel_url.'],
    ['a JSON list', '[{"id": 1, "quantity": 1}]', 400, 'The request body must be a JSON object with items, success_url and cancel_url.'],
  ])('refuses %s', async (_case, raw, status, error) => {
    const res = await post().set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error, code: 'validation' });
  });

  it('refuses an empty body', async () => {
    const res = await post().set('Content-Type', 'application/json').send('');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'The request body must be a JSON object with items, success_url and cancel_url.',
      code: 'validation',
    });
  });

  it('refuses a body over the 32 KB limit with a 413', async () => {
    const padded = checkoutBody({ padding: 'x'.repeat(40 * 1024) });
    const res = await post().set('Content-Type', 'application/json').send(JSON.stringify(padded));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request body is too large; the limit is 32 KB.', code: 'too_large' });
  });

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'items=1'],
    ['plain text', 'text/plain', JSON.stringify(checkoutBody())],
  ])('refuses %s with a 415', async (_case, type, raw) => {
    const res = await post().set('Content-Type', type).send(raw);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: 'The request body must be JSON, sent with Content-Type: application/json.',
      code: 'unsupported_media_type',
    });
  });

  it('answers unknown paths and methods with JSON errors', async () => {
    const missing = await service.http.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'There is no GET /api/nothing-here here.', code: 'not_found' });
    const wrongMethod = await service.http.get('/api/create-checkout-session');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ error: 'GET is not supported here; use POST.', code: 'method_not_allowed' });
    expect(wrongMethod.headers.allow).toBe('POST');
  });

  it('never leaks a stack trace', async () => {
    const res = await post()
      .set('Content-Type', 'application/json')
      .send('{"items": [{"id": 1, "quantity": 1}], "success_url": {"toString": 1}}');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('reports its health', async () => {
    const res = await service.http.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', provider: 'local' });
  });
});

describe('hostile bodies', () => {
  const logged: string[] = [];
  const service = serveForSuite(undefined, (message, error) => {
    logged.push(error === undefined ? message : `${message}: ${String(error)}`);
  });
  beforeEach(() => logged.splice(0));
  const post = (raw: string) => service.http.post('/api/create-checkout-session').set('Content-Type', 'application/json').send(raw);
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const withLine = (line: string) => JSON.stringify(checkoutBody({ items: ['LINE'] })).replace('"LINE"', line);

  it.each([
    ['id', withLine(`{"id": ${nested(5000)}, "quantity": 1}`), 'items[0].id must be the id of a product in the catalogue (got a list).'],
    ['quantity', withLine(`{"id": 1, "quantity": ${nested(5000)}}`), 'items[0].quantity must be a whole number from 1 to 99 (got a list).'],
    [
      'quantity (objects)',
      withLine(`{"id": 1, "quantity": ${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`),
      'items[0].quantity must be a whole number from 1 to 99 (got an object).',
    ],
  ])('refuses JSON nested 5,000 levels deep in %s with a sentence, logging nothing', async (_field, raw, error) => {
    const res = await post(raw);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'validation' });
    expect(logged).toEqual([]);
  });
});

describe('paths', () => {
  const service = serveForSuite();

  // The shell forwards /API/... as it is: both answer the same, whatever the case.
  it('match without regard to case, as the framework does', async () => {
    const res = await service.http
      .post('/API/Create-Checkout-Session')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(checkoutBody()));
    expect(res.status).toBe(200);
    const missing = await service.http.get('/API/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'There is no GET /API/nothing-here here.', code: 'not_found' });
  });
});

/**
 * Control characters in any text of a JSON body (issue 37: a NUL byte was a 500 whose log held
 * the customer record): refused with a sentence naming the field, before any route reads them.
 */
describe('control characters', () => {
  const service = serveForSuite();
  const postWith = (body: unknown, key: string) => postCheckout(service.http, body, key);
  const customer = (change: Record<string, string>) => checkoutBody({ customer: { ...CUSTOMER, ...change } });

  it.each([
    ['a test payment page', 'get', '/api/test-payment/a%00b'],
    ['an order look-up', 'get', '/api/orders/by-session/test_%07x'],
    ["an order page's token", 'get', '/api/orders/by-token/%1b%5B31m'],
    ['a staff order', 'post', '/api/staff/orders/TV-%00/status'],
  ] as const)('refuses a control character in %s address with a 400 sentence, not a 500', async (_case, method, path) => {
    const res = await service.http[method](path);
    expect([res.status, res.body]).toEqual([400, { error: CONTROL_IN_ADDRESS, code: 'validation' }]);
  });

  it("refuses a NUL byte in the customer's first name with a 400 sentence, storing nothing", async () => {
    const stored = async () => (await service.store.orders.list({ limit: 1000 })).length;
    const before = await stored();
    const res = await postWith(customer({ firstName: 'A\u0000na' }), 'nul-in-first-name');
    expect([res.status, res.body]).toEqual([400, { error: 'customer.firstName must not contain control characters.', code: 'validation' }]);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['a bell in the notes', { customer: { ...CUSTOMER, notes: 'ring\u0007' } }, 'customer.notes'],
    ["an escape in a line's title", { items: [{ id: 1, title: '\u001b[31mTomatoes', quantity: 1 }] }, 'items[0].title'],
    ['DEL in the success URL', { success_url: `${SITE}/checkout/success\u007f` }, 'success_url'],
    ['a C1 next-line in the town', { customer: { ...CUSTOMER, city: 'Guelph\u0085' } }, 'customer.city'],
  ])('refuses %s, naming where it is', async (_case, change, path) => {
    const res = await postWith(checkoutBody(change), 'control-elsewhere');
    expect([res.status, res.body]).toEqual([400, { error: `${path} must not contain control characters.`, code: 'validation' }]);
  });

  it("refuses a control character in a field's name", async () => {
    const res = await postWith(checkoutBody({ customer: { ...CUSTOMER, ['note\u000b']: 'x' } }), 'control-in-name');
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'A field name in customer must not contain control characters.', code: 'validation' },
    ]);
  });

  it('refuses a NUL byte in a sign-in e-mail with a 400 sentence', async () => {
    const res = await service.http
      .post('/api/staff/session')
      .set({ 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' })
      .send(JSON.stringify({ email: 'a\u0000@x.farm', password: 'rows of heirloom tomatoes' }));
    expect([res.status, res.body]).toEqual([400, { error: 'email must not contain control characters.', code: 'validation' }]);
  });

  it('finds one 5,000 levels deep, and names where in a few words', async () => {
    const raw = JSON.stringify(checkoutBody({ items: ['LINE'] })).replace(
      '"LINE"',
      `{"id": ${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}, "quantity": 1}`,
    );
    const res = await service.http.post('/api/create-checkout-session').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^items\[0\]\.id\[0\]\[0\].*\.\.\. must not contain control characters\.$/);
    expect(res.body.error.length).toBeLessThan(200);
  });

  it('keeps tabs and line breaks in the notes: they are text a shopper types', async () => {
    const res = await postWith(customer({ notes: 'Leave at gate\r\n\tthe blue one' }), 'notes-with-lines');
    expect(res.status).toBe(200);
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'postcode', 'city', 'address1', 'state'])(
    'refuses a line break in customer.%s: it is one line',
    async (field) => {
      const value =
        field === 'email'
          ? 'ana@example.com\nBcc: eve@example.com'
          : field === 'phone'
            ? '+1 519\n555 0147'
            : `${CUSTOMER[field as keyof typeof CUSTOMER]}\u2028x`;
      const res = await postWith(customer({ [field]: value }), `line-break-${field}`);
      expect([res.status, res.body]).toEqual([400, { error: `customer.${field} must be one line.`, code: 'validation' }]);
    },
  );
});
