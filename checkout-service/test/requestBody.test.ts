import { checkoutBody, serveForSuite } from './support/fixtures';


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
    expect(res.body).toEqual({ error });
  });

  it('refuses an empty body', async () => {
    const res = await post().set('Content-Type', 'application/json').send('');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body must be a JSON object with items, success_url and cancel_url.' });
  });

  it('refuses a body over the 32 KB limit with a 413', async () => {
    const padded = checkoutBody({ padding: 'x'.repeat(40 * 1024) });
    const res = await post().set('Content-Type', 'application/json').send(JSON.stringify(padded));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request body is too large; the limit is 32 KB.' });
  });

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'items=1'],
    ['plain text', 'text/plain', JSON.stringify(checkoutBody())],
  ])('refuses %s with a 415', async (_case, type, raw) => {
    const res = await post().set('Content-Type', type).send(raw);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: 'The request body must be JSON, sent with Content-Type: application/json.' });
  });

  it('answers unknown paths and methods with JSON errors', async () => {
    const missing = await service.http.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'There is no GET /api/nothing-here here.' });
    const wrongMethod = await service.http.get('/api/create-checkout-session');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ error: 'GET is not supported here; use POST.' });
    expect(wrongMethod.headers.allow).toBe('POST');
  });

  it('never leaks a stack trace', async () => {
    const res = await post().set('Content-Type', 'application/json').send('{"items": [{"id": 1, "quantity": 1}], "success_url": {"toString": 1}}');
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
    ['quantity (objects)', withLine(`{"id": 1, "quantity": ${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`), 'items[0].quantity must be a whole number from 1 to 99 (got an object).'],
  ])('refuses JSON nested 5,000 levels deep in %s with a sentence, logging nothing', async (_field, raw, error) => {
    const res = await post(raw);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
    expect(logged).toEqual([]);
  });
});

describe('paths', () => {
  const service = serveForSuite();

  // The shell forwards /API/... as it is: both answer the same, whatever the case.
  it('match without regard to case, as the framework does', async () => {
    const res = await service.http.post('/API/Create-Checkout-Session').set('Content-Type', 'application/json').send(JSON.stringify(checkoutBody()));
    expect(res.status).toBe(200);
    const missing = await service.http.get('/API/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'There is no GET /API/nothing-here here.' });
  });
});
