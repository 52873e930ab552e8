import { SESSIONS_RATE_LIMITED } from '../src/checkout/checkoutRoutes';
import { LOOKUPS_RATE_LIMITED } from '../src/orders/orderRoutes';
import { checkoutBody, postCheckout, serve, testConfig, type Service } from './support/fixtures';
import { twoReplicasOnPostgres } from './support/replicas';

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

describe('replicas on one PostgreSQL database share each limit (rate-limiter-flexible in the rate_limits table)', () => {
  const replicas = twoReplicasOnPostgres(testConfig({ sessionsPerMinute: 3, lookupsPerMinute: 2 }));

  it('refuses one address at the configured limit across replicas, not at twice it, and counts another address apart', async () => {
    const address = from('203.0.113.40');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await create(replicas[i % 2], address)).status);
    const other = await create(replicas[1], from('198.51.100.40'));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(other.status).toBe(200);
  });

  it('keeps each limit apart: look-ups are counted under their own name', async () => {
    const address = from('203.0.113.41');
    const lookUp = (replica: Service) => replica.http.get('/api/orders/by-session/test_0000').set(address);
    const answers = [await lookUp(replicas[0]), await lookUp(replicas[1]), await lookUp(replicas[0])];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 429]);
    expect((await create(replicas[1], address)).status).toBe(200);
  });
});
