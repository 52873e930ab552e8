import { SIGN_IN_THROTTLED } from '../src/staff/staffRoutes';
import { FAILURE_WINDOW_MS, MAX_FAILURES } from '../src/staff/signInThrottle';
import { addStaffAccount } from '../src/staff/staffAccounts';
import { openStore, type Store } from '../src/store/openStore';
import { BACKENDS } from './support/backends';
import { serve, silentLog, testConfig, type Service } from './support/fixtures';

// The argon2 binding itself (the one passwords.ts calls), so every password hash computed is counted.
const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');

const PASSWORD = 'rows of heirloom tomatoes';
const ANA = 'ana@farm.example';
const T0 = Date.UTC(2026, 10, 3, 7, 30);
const BURST = 50;

/**
 * The probe of issue 37: many sign-ins for one account from one address sent at once, the last
 * with the right password. Each is counted before its password is checked, in the store, so the
 * burst gets as many checks as the limit allows, whichever back end holds the count.
 */
describe.each(BACKENDS)('a burst of sign-ins, on %s', (_name, fresh) => {
  let store: Store;
  let service: Service;
  let cleanup: () => Promise<void>;
  const clock = { now: T0 };
  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
    await addStaffAccount(store.staff, ANA, PASSWORD, new Date(T0));
    service = await serve(testConfig(), store, silentLog, { now: () => clock.now });
  });
  afterAll(async () => {
    await service.close();
    await store.close();
    await cleanup();
  });
  afterEach(() => jest.restoreAllMocks());

  const signIn = (password: string, address: string) =>
    service.http
      .post('/api/staff/session')
      .set({ 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address })
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: ANA, password }));

  it(`checks ${MAX_FAILURES} passwords of ${BURST} sent at once and refuses the rest, the right one included, without hashing them`, async () => {
    const verify = jest.spyOn(argon2, 'verify');
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) => signIn(i === BURST - 1 ? PASSWORD : `wrong guess number ${i}`, '203.0.113.7')),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - MAX_FAILURES);
    expect(statuses.at(-1)).toBe(429);
    for (const refused of burst.filter((res) => res.status === 429)) {
      expect(refused.body).toEqual({ error: SIGN_IN_THROTTLED, code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(verify).toHaveBeenCalledTimes(MAX_FAILURES);

    // After the burst the right password waits too, from this address or another, and costs no hash.
    for (const address of ['203.0.113.7', '198.51.100.20']) {
      const after = await signIn(PASSWORD, address);
      expect([after.status, after.body]).toEqual([429, { error: SIGN_IN_THROTTLED, code: 'rate_limited' }]);
    }
    expect(verify).toHaveBeenCalledTimes(MAX_FAILURES);

    // Once the counted attempts have left the window, the right password signs in.
    clock.now += FAILURE_WINDOW_MS;
    expect((await signIn(PASSWORD, '198.51.100.20')).status).toBe(200);
  });
});
