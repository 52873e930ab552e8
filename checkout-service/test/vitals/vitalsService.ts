import request from 'supertest';
import { API_PATHS, VitalsSummarySchema } from 'contract';
import { createApp } from '../../src/app';
import { addStaffAccount } from '../../src/staff/staffAccounts';
import { openStore, type Store } from '../../src/store/openStore';
import type { BACKENDS } from '../support/backends';
import { silentLog, SITE, testConfig } from '../support/fixtures';
import { ANA, cookieHeader, PASSWORD, sessionCookie, T0 } from '../support/staffService';

/** A field report as the shell sends it; tests change one thing at a time. */
export const report = (overrides: Record<string, unknown> = {}) => ({
  route: '/product/:slug',
  metrics: { LCP: 900, INP: 40, CLS: 0.01, FCP: 600, TTFB: 80 },
  connection: '4g',
  builds: { shop: '711ddf198cdefcc3' },
  ...overrides,
});

/**
 * The service on a fresh store of one back end, for each test of a describe block (`each`) or for
 * the whole block (`all`), with a clock the test moves and ana@farm.example, who reads the
 * office's summary (signed in as it is read, whatever the clock says).
 */
export function vitalsService(fresh: (typeof BACKENDS)[number][1], { config = testConfig(), scope = 'each' as 'each' | 'all' } = {}) {
  let store: Store | undefined;
  let server: ReturnType<ReturnType<typeof createApp>['listen']> | undefined;
  let http: ReturnType<typeof request> | undefined;
  let cleanup: () => Promise<void> = async () => undefined;
  const clock = { now: T0 };

  (scope === 'each' ? beforeEach : beforeAll)(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    clock.now = T0;
    store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
    await addStaffAccount(store.staff, ANA, PASSWORD, new Date(T0));
    server = createApp(config, store, silentLog, { now: () => clock.now }).listen(0);
    http = request(server);
  });
  (scope === 'each' ? afterEach : afterAll)(async () => {
    await new Promise<void>((done) => server?.close(() => done()));
    await store?.close();
    await cleanup();
  });

  return {
    clock,
    /** POSTs a body to /api/vitals as JSON (text, so a test may send anything). */
    send: (body: unknown) =>
      http!
        .post(API_PATHS.vitals)
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body)),
    /** The office's summary, checked against the contract. */
    summary: async () => {
      const signIn = await http!.post(API_PATHS.staffSession).set({ Origin: SITE }).send({ email: ANA, password: PASSWORD });
      const res = await http!.get(API_PATHS.staffVitals).set('Cookie', cookieHeader(sessionCookie(signIn)!.value));
      expect(res.status).toBe(200);
      return VitalsSummarySchema.parse(res.body);
    },
    get http() {
      return http!;
    },
  };
}
