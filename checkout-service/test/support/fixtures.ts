import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEFAULT_HOLD_BUFFER_PERCENT } from 'contract';
import { createApp, type AppOptions } from '../../src/app';
import { createMailComposer } from '../../src/mail/compose';
import type { Logger } from '../../src/logger';
import type { ServiceConfig } from '../../src/config/config';
import { openStore, type Store } from '../../src/store/openStore';

export const SITE = 'http://localhost:3000';
export const OTHER_SITE = 'http://127.0.0.1:3000';

export const silentLog = () => undefined;

/** The farm's inbox in every test service's e-mails. */
export const FARM_EMAIL = 'orders@terraverde.farm';

/**
 * What a test service's changes send, and what tests that move orders themselves hand the store
 * (docs/decisions/mail-outbox.md): the same as testConfig's. Nothing is sent unless a test starts a sender.
 */
export const testMail = createMailComposer({ site: SITE, farmEmail: FARM_EMAIL });

export function testConfig(overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  // Limits no suite reaches by accident; the rate-limit tests set their own.
  return {
    host: '127.0.0.1',
    port: 0,
    siteOrigins: [SITE, OTHER_SITE],
    payments: { provider: 'local' },
    store: { kind: 'pglite', dataDir: null },
    adminToken: null,
    metricsPort: null,
    sessionsPerMinute: 1_000_000,
    lookupsPerMinute: 1_000_000,
    formsPerMinute: 1_000_000,
    vitalsPerMinute: 1_000_000,
    trustedProxies: ['loopback'],
    farmTimeZone: 'America/Sao_Paulo',
    holdBufferPercent: DEFAULT_HOLD_BUFFER_PERCENT,
    // No sender runs in a test service, so fileDir is never written.
    mail: {
      smtpUrl: null,
      from: 'Terra Verde <hello@terraverde.farm>',
      farmEmail: FARM_EMAIL,
      siteUrl: SITE,
      fileDir: path.join(os.tmpdir(), 'terra-verde-test-mail'),
    },
    ...overrides,
  };
}

/** The billing details as the checkout form sends them. */
export const CUSTOMER = {
  firstName: 'Ana',
  lastName: 'Souza',
  country: 'Canada',
  address1: '12 Orchard Lane',
  address2: 'Unit 4',
  city: 'Guelph',
  state: 'Ontario',
  postcode: 'N1H 2K3',
  phone: '+1 519 555 0147',
  email: 'ana@example.com',
  notes: 'Leave the box by the barn door.',
};

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

/** An empty store in memory; the store's own tests also run on disk and on PostgreSQL. */
export const memoryStore = () => openStore({ kind: 'pglite', dataDir: null }, { log: silentLog, onLockLost: silentLog });

/** The app under test, served on an ephemeral port by supertest, with its own store unless given one. */
export async function serve(config: ServiceConfig = testConfig(), given?: Store, log: Logger = silentLog, options: AppOptions = {}) {
  const store = given ?? (await memoryStore());
  const app = createApp(config, store, log, options);
  const server = app.listen(0);
  return {
    app,
    server,
    store,
    http: request(server),
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      if (!given) await store.close();
    },
  };
}
export type Service = Awaited<ReturnType<typeof serve>>;

/** One service for a describe block, started before its tests and closed after them. */
export function serveForSuite(config?: ServiceConfig, log?: Logger): Pick<Service, 'http' | 'store'> {
  let service: Service | undefined;
  beforeAll(async () => {
    service = await serve(config, undefined, log);
  });
  afterAll(() => service?.close());
  return {
    get http() {
      return service!.http;
    },
    get store() {
      return service!.store;
    },
  };
}

export const postCheckout = (http: Service['http'], body: unknown, key?: string) => {
  const call = http.post('/api/create-checkout-session').set('Content-Type', 'application/json');
  if (key) call.set('Idempotency-Key', key);
  return call.send(JSON.stringify(body));
};
