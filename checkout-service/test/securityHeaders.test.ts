import { checkoutBody, memoryStore, postCheckout, serve, serveForSuite, testConfig } from './support/fixtures';

const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'strict-transport-security': 'max-age=31536000' };

describe('security headers on every answer', () => {
  const service = serveForSuite(testConfig({ sessionsPerMinute: 1 }));

  it.each<[string, () => Promise<{ status: number; headers: Record<string, string> }>, number]>([
    ['the health check', () => service.http.get('/healthz'), 200],
    ['a session created', () => postCheckout(service.http, checkoutBody()), 200],
    ['a rate-limited session', () => postCheckout(service.http, checkoutBody()), 429],
    ['a refused cross-site post', () => service.http.post('/api/test-payment/test_0000/pay').set('Origin', 'https://evil.example'), 403],
    ['an unknown session', () => service.http.get('/api/orders/by-session/test_0000'), 404],
    ['an unknown path', () => service.http.get('/api/nothing-here'), 404],
    ['a method the route does not have', () => service.http.delete('/healthz'), 405],
    ['the test-payment page of an unknown session', () => service.http.get('/api/test-payment/test_0000'), 404],
  ])('carries nosniff and HSTS on %s', async (_case, ask, status) => {
    const res = await ask();
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
  });

  it('carries them on a fault of ours too', async () => {
    const store = await memoryStore();
    const broken = await serve(testConfig(), store);
    // A store that no longer answers: the look-up fails with a 500.
    await store.close();
    const res = await broken.http.get('/api/orders/by-session/test_0000');
    await broken.close();
    expect(res.status).toBe(500);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
  });
});
