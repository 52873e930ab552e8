import { createSignInThrottle, FAILURE_WINDOW_MS, MAX_FAILURES, signInKeys } from '../src/staff/signInThrottle';
import { openStore, type Store } from '../src/store/openStore';
import { BACKENDS } from './support/backends';
import { silentLog } from './support/fixtures';

const MINUTE = 60_000;

describe.each(BACKENDS)('sign-ins are counted in the order store before their password is checked, on %s', (_name, fresh) => {
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
    /** A sign-in whose password turns out wrong: counted, and left counted. */
    const fail = async (email: string, address: string) => expect((await throttle.attempt(signInKeys(email, address))).admitted).toBe(true);
    /** Seconds the sign-in must wait, or null when it was let through to its password (and so counted). */
    const wait = async (email: string, address: string) => {
      const attempt = await throttle.attempt(signInKeys(email, address));
      return attempt.admitted ? null : attempt.retryAfterSeconds;
    };
    return { clock, throttle, fail, wait };
  }
  /** How many sign-ins are counted under `key`, however old (the table's rows): with a limit of 0 nothing is written. */
  async function countAll(key: string) {
    return (await store.staff.countSignIn([key], new Date(0), new Date(0), 0)).recent.length;
  }

  it('lets an account be tried 5 times, then makes it wait, from any address, with the seconds until the oldest leaves the 15 minutes', async () => {
    const { clock, fail, wait } = setUp();
    expect([MAX_FAILURES, FAILURE_WINDOW_MS]).toEqual([5, 15 * MINUTE]);
    for (let i = 0; i < 5; i++) {
      await fail('ana@farm.example', `203.0.113.${i}`);
      if (i < 4) clock.now += MINUTE;
    }
    // The first was 4 minutes ago: it leaves the window in 11 minutes.
    expect(await wait('ana@farm.example', '198.51.100.1')).toBe(11 * 60);
    clock.now += 30_500;
    expect(await wait('ana@farm.example', '198.51.100.1')).toBe(10 * 60 + 30);
    // Another account from another address is not held up.
    expect(await wait('ben@farm.example', '198.51.100.2')).toBeNull();
  });

  it('lets one address be tried 5 times over any accounts, then makes it wait for every account', async () => {
    const { clock, fail, wait } = setUp();
    for (let i = 0; i < 5; i++) {
      await fail(`guess${i}@farm.example`, '192.0.2.50');
      clock.now += 10_000;
    }
    expect(await wait('cleo@farm.example', '192.0.2.50')).toBe(15 * 60 - 50);
    expect(await wait('cleo@farm.example', '192.0.2.51')).toBeNull();
  });

  it('counts nothing for a sign-in that waits, and forgets sign-ins once they leave the window: the wait ends exactly then', async () => {
    const { clock, fail, wait } = setUp();
    for (let i = 0; i < 5; i++) await fail('dora@farm.example', '192.0.2.60');
    clock.now += FAILURE_WINDOW_MS - 1_000;
    expect(await wait('dora@farm.example', '192.0.2.60')).toBe(1);
    expect(await countAll('account:dora@farm.example')).toBe(5);
    clock.now += 1_000;
    expect(await wait('dora@farm.example', '192.0.2.60')).toBeNull();
  });

  it('forgets the account’s count on a success, and the success’s own row under its address, but not the address’s failures', async () => {
    const { throttle, fail, wait } = setUp();
    for (let i = 0; i < 3; i++) await fail('eve@farm.example', '192.0.2.70');
    const right = await throttle.attempt(signInKeys('eve@farm.example', '192.0.2.70'));
    if (!right.admitted) throw new Error('the fourth sign-in should be let through');
    await right.succeeded();
    expect(await countAll('account:eve@farm.example')).toBe(0);
    expect(await countAll('address:192.0.2.70')).toBe(3);
    // Without the forgetting, the account would have 8 now.
    for (let i = 0; i < 4; i++) await fail('eve@farm.example', '192.0.2.71');
    expect(await wait('eve@farm.example', '192.0.2.72')).toBeNull();
    // The first address keeps its 3 failures: two more from it, for any account, and it waits.
    await fail('fay@farm.example', '192.0.2.70');
    await fail('fay@farm.example', '192.0.2.70');
    expect(await wait('gil@farm.example', '192.0.2.70')).toBe(15 * 60);
  });

  it('sweeps counted sign-ins older than the window out of the table', async () => {
    const { clock, fail, wait } = setUp();
    await fail('gus@farm.example', '192.0.2.80');
    expect(await countAll('account:gus@farm.example')).toBe(1);
    clock.now += FAILURE_WINDOW_MS + MINUTE;
    await wait('someone@farm.example', '192.0.2.81');
    expect(await countAll('account:gus@farm.example')).toBe(0);
  });
});
