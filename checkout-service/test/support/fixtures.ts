import request from 'supertest';
import { createApp, type Logger } from '../../src/app';
import type { ServiceConfig } from '../../src/config';

export const SITE = 'http://localhost:3000';
export const OTHER_SITE = 'http://127.0.0.1:3000';

export const silentLog = () => undefined;

export function testConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  // A limit no suite reaches by accident; the rate-limit tests set their own.
  return { port: 0, siteOrigins: [SITE, OTHER_SITE], stripe: null, sessionsPerMinute: 1_000_000, trustedProxies: ['loopback'], ...overrides };
}

/** A valid request body; tests change one thing at a time. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 },
      { id: 2, title: 'Crisp Red Apples', price: 4.5, thumb: 'red-apple.svg', quantity: 1 },
    ],
    success_url: `${SITE}/checkout/success`,
    cancel_url: `${SITE}/checkout/cancel`,
    ...overrides,
  };
}

/** The app under test, served on an ephemeral port by supertest. */
export function serve(config: ServiceConfig = testConfig(), log: Logger = silentLog) {
  const app = createApp(config, log);
  const server = app.listen(0);
  return { app, server, http: request(server), close: () => new Promise<void>((done) => server.close(() => done())) };
}

export const postCheckout = (http: ReturnType<typeof serve>['http'], body: unknown, key?: string) => {
  const call = http.post('/api/create-checkout-session').set('Content-Type', 'application/json');
  if (key) call.set('Idempotency-Key', key);
  return call.send(JSON.stringify(body));
};
