import { PaymentPageSchema } from 'contract';
import { requestJson } from './requestJson';

interface Answer {
  status: number;
  /** The JSON body; a function throwing stands for a body that is not JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Just the part of a fetch Response the client reads (jsdom has no Response). */
function fakeResponse({ status, body, headers = {} }: Answer) {
  const json = jest.fn(async () => {
    if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
    return body;
  });
  const response = { ok: status >= 200 && status < 300, status, headers: { get: (name: string) => headers[name] ?? null }, json };
  return { response: response as unknown as Response, json };
}

function answering(answer: Answer) {
  const { response, json } = fakeResponse(answer);
  const fetchImpl = jest.fn(async (_path: string, _init?: RequestInit) => response);
  return { fetchImpl: fetchImpl as unknown as typeof fetch & typeof fetchImpl, json };
}

describe('requestJson', () => {
  it('GETs JSON on the own origin, never cached, and gives the checked data', async () => {
    const { fetchImpl, json } = answering({ status: 200, body: { url: 'https://pay.example/x', extra: 1 } });
    const result = await requestJson('/api/x', { schema: PaymentPageSchema, fetchImpl });
    expect(result).toEqual({ ok: true, status: 200, data: { url: 'https://pay.example/x' } });
    expect(fetchImpl).toHaveBeenCalledWith('/api/x', {
      method: 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    expect(json).toHaveBeenCalledTimes(1);
  });

  it('sends a body as JSON with its Content-Type, the caller’s headers, cache mode and signal', async () => {
    const { fetchImpl } = answering({ status: 200, body: { url: 'u' } });
    const signal = new AbortController().signal;
    await requestJson('/api/x', {
      schema: PaymentPageSchema,
      method: 'POST',
      body: { a: 1 },
      headers: { 'Idempotency-Key': 'k' },
      cache: 'no-cache',
      signal,
      fetchImpl,
    });
    expect(fetchImpl).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-cache',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': 'k' },
      body: '{"a":1}',
      signal,
    });
  });

  it('reads a 204 to its end and gives undefined when no schema is asked', async () => {
    const { fetchImpl, json } = answering({ status: 204 });
    await expect(requestJson('/api/x', { schema: null, method: 'DELETE', fetchImpl })).resolves.toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
    expect(json).toHaveBeenCalledTimes(1);
  });

  it('says unreachable (status 0) when no answer came', async () => {
    const fetchImpl = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(requestJson('/api/x', { schema: PaymentPageSchema, fetchImpl })).resolves.toEqual({
      ok: false,
      kind: 'unreachable',
      status: 0,
      code: null,
      error: null,
    });
  });

  it.each([
    ['a body of another shape', { url: 42 }],
    ['a body that is not JSON', undefined],
  ])('says unreadable for a 2xx with %s', async (_case, body) => {
    const { fetchImpl, json } = answering({ status: 200, body });
    await expect(requestJson('/api/x', { schema: PaymentPageSchema, fetchImpl })).resolves.toEqual({
      ok: false,
      kind: 'unreadable',
      status: 200,
      code: null,
      error: null,
    });
    expect(json).toHaveBeenCalledTimes(1);
  });

  it("gives the service's refusal, its sentence and code, whatever the status", async () => {
    const { fetchImpl, json } = answering({ status: 409, body: { error: 'Only 2 left.', code: 'out_of_stock' } });
    await expect(requestJson('/api/x', { schema: PaymentPageSchema, fetchImpl })).resolves.toEqual({
      ok: false,
      kind: 'refused',
      status: 409,
      code: 'out_of_stock',
      error: 'Only 2 left.',
      retryAfter: null,
    });
    expect(json).toHaveBeenCalledTimes(1);
  });

  it('gives Retry-After with a 429', async () => {
    const { fetchImpl } = answering({ status: 429, body: { error: 'Too many.', code: 'rate_limited' }, headers: { 'Retry-After': '120' } });
    await expect(requestJson('/api/x', { schema: null, fetchImpl })).resolves.toMatchObject({
      kind: 'refused',
      code: 'rate_limited',
      retryAfter: '120',
    });
  });

  it.each<[string, number, unknown, Record<string, string>]>([
    ['HTML (a proxy’s page)', 502, undefined, {}],
    ['JSON without a code', 404, { error: 'Not found.' }, {}],
    ['nothing, with Retry-After', 429, undefined, { 'Retry-After': '30' }],
  ])('reads a failure whose body is %s by its status only', async (_case, status, body, headers) => {
    const { fetchImpl, json } = answering({ status, body, headers });
    const result = await requestJson('/api/x', { schema: PaymentPageSchema, fetchImpl });
    expect(result).toEqual({ ok: false, kind: 'error-page', status, code: null, error: null, retryAfter: headers['Retry-After'] ?? null });
    expect(json).toHaveBeenCalledTimes(1);
  });

  it("uses the page's fetch, looked up when called (a test may replace it)", async () => {
    const { fetchImpl } = answering({ status: 204 });
    const before = globalThis.fetch;
    globalThis.fetch = fetchImpl;
    try {
      await expect(requestJson('/api/x', { schema: null })).resolves.toMatchObject({ ok: true });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.fetch = before;
    }
  });
});
