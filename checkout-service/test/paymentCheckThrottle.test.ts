import type { Fulfil } from '../src/orders/fulfil';
import { throttlePaymentChecks, type PaymentCheckRecord } from '../src/orders/paymentCheckThrottle';
import type { StoredOrder } from '../src/domain';

const INTERVAL_MS = 5_000;

/** A fulfil whose answers the test releases, counting the calls; and a clock the test moves. */
function setUp() {
  const calls: string[] = [];
  const releases: Array<(outcome: 'paid' | Error) => void> = [];
  const fulfil: Fulfil = (sessionId) => {
    calls.push(sessionId);
    return new Promise((resolve, reject) => {
      releases.push((outcome) =>
        outcome instanceof Error
          ? reject(outcome)
          : resolve({ order: { number: sessionId, status: outcome } as StoredOrder, transitioned: true, duplicateEvent: false }),
      );
    });
  };
  const clock = { now: 1_000_000 };
  const logged: string[] = [];
  const checks = new Map<string, PaymentCheckRecord>();
  const check = throttlePaymentChecks(fulfil, (message) => logged.push(message), { intervalMs: INTERVAL_MS, now: () => clock.now, checks });
  return { calls, releases, clock, logged, checks, check };
}

describe('the success page asks the provider about a session at most once per interval', () => {
  it('shares one check among concurrent questions (single flight)', async () => {
    const { calls, releases, check } = setUp();
    const answers = Array.from({ length: 50 }, () => check('cs_1'));
    expect(calls).toEqual(['cs_1']);
    releases[0]('paid');
    const orders = await Promise.all(answers);
    expect(new Set(orders.map((order) => order?.status))).toEqual(new Set(['paid']));
  });

  it('answers null (the stored order stands) within the interval, and asks again once it is over', async () => {
    const { calls, releases, clock, check } = setUp();
    const first = check('cs_1');
    releases[0]('paid');
    await first;
    clock.now += INTERVAL_MS - 1;
    expect(await check('cs_1')).toBeNull();
    expect(calls).toHaveLength(1);
    clock.now += 1;
    const again = check('cs_1');
    expect(calls).toHaveLength(2);
    releases[1]('paid');
    expect((await again)?.status).toBe('paid');
  });

  it('checks each session on its own', () => {
    const { calls, check } = setUp();
    void check('cs_1');
    void check('cs_2');
    void check('cs_1');
    expect(calls).toEqual(['cs_1', 'cs_2']);
  });

  it('logs a failed check once, answers null to everyone who waited for it, and waits out the interval before asking again', async () => {
    const { calls, releases, clock, logged, check } = setUp();
    const waiting = [check('cs_1'), check('cs_1'), check('cs_1')];
    releases[0](new Error('Stripe is down'));
    expect(await Promise.all(waiting)).toEqual([null, null, null]);
    expect(logged).toEqual(['Could not confirm the payment of session cs_1 with the provider']);
    expect(await check('cs_1')).toBeNull();
    clock.now += INTERVAL_MS;
    void check('cs_1');
    expect(calls).toHaveLength(2);
  });

  it('forgets checks whose interval is over, so memory does not grow with every session ever asked about', async () => {
    const { releases, clock, checks, check } = setUp();
    const answers = Array.from({ length: 100 }, (_, i) => check(`cs_${i}`));
    releases.forEach((release) => release('paid'));
    await Promise.all(answers);
    expect(checks.size).toBe(100);
    clock.now += INTERVAL_MS;
    void check('cs_new');
    expect([...checks.keys()]).toEqual(['cs_new']);
  });

  it('keeps a check still in flight, however long it takes', () => {
    const { clock, checks, calls, check } = setUp();
    void check('cs_slow');
    clock.now += 10 * INTERVAL_MS;
    void check('cs_other');
    void check('cs_slow');
    expect(checks.has('cs_slow')).toBe(true);
    expect(calls).toEqual(['cs_slow', 'cs_other']);
  });
});
