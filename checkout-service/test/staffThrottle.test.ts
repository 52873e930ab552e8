import { createSignInThrottle, FAILURE_WINDOW_MS, MAX_FAILURES, signInKeys } from '../src/staff/signInThrottle';
import { openStore, type Store } from '../src/store/openStore';
import { BACKENDS } from './support/backends';
import { silentLog } from './support/fixtures';

const MINUTE = 60_000;

describe.each(BACKENDS)('failed sign-ins are counted in the order store, on %s', (_name, fresh) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const backend = await fresh();
    cleanup = backend.cleanup;
    store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
  });
  afterAll(async () => {
    await store.close();
    await cleanup();
  });

  /** A throttle on the shared store with its own clock; each test uses its own e-mails and addresses. */
  function setUp() {
    const clock = { now: Date.UTC(2026, 10, 3, 9, 0) };
    const throttle = createSignInThrottle(store.staff, () => clock.now);
    return { clock, throttle };
  }
  const both = (keys: { account: string; address: string }) => [keys.account, keys.address];

  it('lets an account fail 5 times, then makes it wait, from any address, with the seconds until the oldest failure leaves the 15 minutes', async () => {
    const { clock, throttle } = setUp();
    expect([MAX_FAILURES, FAILURE_WINDOW_MS]).toEqual([5, 15 * MINUTE]);
    for (let i = 0; i < 4; i++) {
      await throttle.failed(both(signInKeys('ana@farm.example', `203.0.113.${i}`)));
      clock.now += MINUTE;
    }
    expect(await throttle.retryAfter(both(signInKeys('ana@farm.example', '203.0.113.9')))).toBeNull();
    await throttle.failed(both(signInKeys('ana@farm.example', '203.0.113.4')));
    // The first failure was 4 minutes ago: it leaves the window in 11 minutes.
    expect(await throttle.retryAfter(both(signInKeys('ana@farm.example', '198.51.100.1')))).toBe(11 * 60);
    clock.now += 30_500;
    expect(await throttle.retryAfter(both(signInKeys('ana@farm.example', '198.51.100.1')))).toBe(10 * 60 + 30);
    // Another account from the same addresses is not held up.
    expect(await throttle.retryAfter(both(signInKeys('ben@farm.example', '198.51.100.1')))).toBeNull();
  });

  it('lets one address fail 5 times over any accounts, then makes it wait for every account', async () => {
    const { clock, throttle } = setUp();
    for (let i = 0; i < 5; i++) {
      await throttle.failed(both(signInKeys(`guess${i}@farm.example`, '192.0.2.50')));
      clock.now += 10_000;
    }
    expect(await throttle.retryAfter(both(signInKeys('cleo@farm.example', '192.0.2.50')))).toBe((15 * 60) - 50);
    expect(await throttle.retryAfter(both(signInKeys('cleo@farm.example', '192.0.2.51')))).toBeNull();
  });

  it('forgets failures once they leave the window: the wait ends exactly then', async () => {
    const { clock, throttle } = setUp();
    const keys = both(signInKeys('dora@farm.example', '192.0.2.60'));
    for (let i = 0; i < 5; i++) await throttle.failed(keys);
    clock.now += FAILURE_WINDOW_MS - 1_000;
    expect(await throttle.retryAfter(keys)).toBe(1);
    clock.now += 1_000;
    expect(await throttle.retryAfter(keys)).toBeNull();
  });

  it('clears the account’s failures on a success, but not its address’s', async () => {
    const { throttle } = setUp();
    for (let i = 0; i < 4; i++) await throttle.failed(both(signInKeys('eve@farm.example', '192.0.2.70')));
    await throttle.succeeded(signInKeys('eve@farm.example', '192.0.2.70').account);
    // Without the clearing, the account would have 8 failures now.
    for (let i = 0; i < 4; i++) await throttle.failed(both(signInKeys('eve@farm.example', '192.0.2.71')));
    expect(await throttle.retryAfter(both(signInKeys('eve@farm.example', '192.0.2.72')))).toBeNull();
    // The first address keeps its 4: one more failure from it, for any account, and it waits.
    await throttle.failed(both(signInKeys('fay@farm.example', '192.0.2.70')));
    expect(await throttle.retryAfter(both(signInKeys('gil@farm.example', '192.0.2.70')))).toBe(15 * 60);
  });

  it('sweeps failures older than the window out of the table', async () => {
    const { clock, throttle } = setUp();
    await throttle.failed(both(signInKeys('gus@farm.example', '192.0.2.80')));
    const countOf = async () => (await store.staff.failuresSince(['account:gus@farm.example'], new Date(0))).length;
    expect(await countOf()).toBe(1);
    clock.now += FAILURE_WINDOW_MS + MINUTE;
    await throttle.retryAfter(both(signInKeys('someone@farm.example', '192.0.2.81')));
    expect(await countOf()).toBe(0);
  });
});
