import { SESSIONS_RATE_LIMITED } from '../src/checkout/checkoutRoutes';
import { LOOKUPS_RATE_LIMITED } from '../src/orders/orderRoutes';
import { perMinuteLimit } from '../src/http/rateLimit';
import { checkoutBody, postCheckout, serve, testConfig, type Service } from './support/fixtures';

const from = (address: string) => ({ 'X-Forwarded-For': address });
const create = (service: Service, headers: Record<string, string> = {}) =>
  service.http
    .post('/api/create-checkout-session')
    .set('Content-Type', 'application/json')
    .set(headers)
    .send(JSON.stringify(checkoutBody()));

describe('session creation is rate-limited per client address', () => {
  it('allows the configured number a minute, then answers 429 JSON with Retry-After', async () => {
    const service = await serve(testConfig({ sessionsPerMinute: 3 }));
    for (let i = 0; i < 3; i++) expect((await create(service)).status).toBe(200);
    const refused = await create(service);
    await service.close();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: SESSIONS_RATE_LIMITED, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it("counts each address a trusted proxy forwards separately (the shell's server on loopback)", async () => {
    const service = await serve(testConfig({ sessionsPerMinute: 1, trustedProxies: ['loopback'] }));
    const first = await create(service, from('203.0.113.7'));
    const again = await create(service, from('203.0.113.7'));
    const other = await create(service, from('198.51.100.2'));
    await service.close();
    expect([first.status, again.status, other.status]).toEqual([200, 429, 200]);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const service = await serve(testConfig({ sessionsPerMinute: 1, trustedProxies: [] }));
    const first = await create(service, from('203.0.113.7'));
    const spoofed = await create(service, from('198.51.100.2'));
    await service.close();
    expect([first.status, spoofed.status]).toEqual([200, 429]);
  });

  it('limits session creation only: health and the test-payment pages stay open', async () => {
    const service = await serve(testConfig({ sessionsPerMinute: 1 }));
    const created = await postCheckout(service.http, checkoutBody());
    expect((await create(service)).status).toBe(429);
    const page = await service.http.get(new URL(created.body.url).pathname);
    const health = await service.http.get('/healthz');
    await service.close();
    expect([page.status, health.status]).toEqual([200, 200]);
  });

  it('cannot be dodged by writing the path in another case or with a trailing slash', async () => {
    const service = await serve(testConfig({ sessionsPerMinute: 1 }));
    expect((await create(service)).status).toBe(200);
    const upper = await service.http
      .post('/API/CREATE-CHECKOUT-SESSION')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(checkoutBody()));
    const slash = await service.http
      .post('/api/create-checkout-session/')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(checkoutBody()));
    await service.close();
    expect([upper.status, slash.status]).toEqual([429, 429]);
  });

  it('forgets addresses whose minute is over, so memory does not grow with every address ever seen', async () => {
    const counts = new Map<string, { reset: number }>();
    const limit = perMinuteLimit({ perMinute: 5, trustedProxies: ['loopback'], refusal: SESSIONS_RATE_LIMITED }, counts);
    const request = (address: string) => ({
      req: { socket: { remoteAddress: '127.0.0.1' }, headers: { 'x-forwarded-for': address } },
      set: () => undefined,
    });
    const next = async () => undefined;
    for (let i = 0; i < 100; i++) await limit(request(`203.0.113.${i}`) as never, next);
    expect(counts.size).toBe(100);
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    await limit(request('198.51.100.1') as never, next);
    later.mockRestore();
    expect(counts.size).toBe(1);
  });
});

describe("the success page's order look-ups are rate-limited per client address", () => {
  const lookUp = (service: Service, headers: Record<string, string> = {}) =>
    service.http.get('/api/orders/by-session/test_0000').set(headers);

  it('allows the configured number a minute, then answers 429 JSON with Retry-After', async () => {
    const service = await serve(testConfig({ lookupsPerMinute: 3 }));
    const allowed = [await lookUp(service), await lookUp(service), await lookUp(service)];
    const refused = await lookUp(service);
    await service.close();
    expect(allowed.map((res) => res.status)).toEqual([404, 404, 404]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: LOOKUPS_RATE_LIMITED, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts each forwarded address on its own, and apart from session creations', async () => {
    const service = await serve(testConfig({ sessionsPerMinute: 1, lookupsPerMinute: 1 }));
    expect((await create(service)).status).toBe(200);
    expect((await create(service)).status).toBe(429);
    const first = await lookUp(service, from('203.0.113.7'));
    const again = await lookUp(service, from('203.0.113.7'));
    const other = await lookUp(service, from('198.51.100.2'));
    await service.close();
    expect([first.status, again.status, other.status]).toEqual([404, 429, 404]);
  });
});
