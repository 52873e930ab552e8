import { ADMIN_TOKEN_NEEDED, ADMIN_TOKEN_THROTTLED } from '../src/admin/adminToken';
import { serve, testConfig, type Service } from './support/fixtures';
import { twoReplicasOnPostgres } from './support/replicas';

const TOKEN = 'test-admin-token-0123456789abcdef';
const T0 = Date.UTC(2026, 10, 3, 7, 30);
const LIMIT = 10;
const GUESSES = 200;

/** A wrong token that no other request sends, so a log line holding it would be found. */
const guess = (i: number) => `guessed-token-${String(i).padStart(4, '0')}-abcdef0123456789`;

/** The probe of issue 37: 200 wrong admin tokens from one address, all at once. */
describe('wrong admin tokens are limited per client address', () => {
  let service: Service;
  const lines: string[] = [];
  const clock = { now: T0 };
  beforeEach(async () => {
    lines.length = 0;
    clock.now = T0;
    service = await serve(
      testConfig({ adminToken: TOKEN }),
      undefined,
      (message, error) => lines.push(error === undefined ? message : `${message} ${String(error)}`),
      {
        now: () => clock.now,
      },
    );
  });
  afterEach(() => service.close());

  const orders = (address: string, token: string | null) => {
    const call = service.http.get('/api/admin/orders').set('X-Forwarded-For', address);
    return token === null ? call : call.set('Authorization', `Bearer ${token}`);
  };

  it(`answers ${LIMIT} of ${GUESSES} wrong tokens sent at once 401, the rest 429 with Retry-After, and logs each refusal in one line with the address and no token`, async () => {
    const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => orders('203.0.113.9', guess(i))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - LIMIT);
    for (const res of answers) {
      if (res.status === 401) expect(res.body).toEqual({ error: ADMIN_TOKEN_NEEDED, code: 'not_signed_in' });
      else {
        expect(res.body).toEqual({ error: ADMIN_TOKEN_THROTTLED, code: 'rate_limited' });
        // The clock stood still: the first failure leaves the minute in 60 s.
        expect(res.headers['retry-after']).toBe('60');
      }
    }

    expect(lines).toHaveLength(GUESSES);
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(line).toContain('203.0.113.9');
      expect(line).not.toMatch(/guessed-token|test-admin-token/);
    }
    expect(lines.filter((line) => line.includes('429'))).toHaveLength(GUESSES - LIMIT);

    // The limited address is refused whatever it sends; the right token works from another.
    expect((await orders('203.0.113.9', TOKEN)).status).toBe(429);
    expect((await orders('198.51.100.4', TOKEN)).status).toBe(200);
    expect(lines).toHaveLength(GUESSES + 1);

    // A minute after the first failure the address may try again.
    clock.now += 60_000;
    expect((await orders('203.0.113.9', TOKEN)).status).toBe(200);
  });

  it('counts a missing token as a failure, and never the right token: a script using it is not slowed', async () => {
    for (let i = 0; i < 50; i++) expect((await orders('192.0.2.10', TOKEN)).status).toBe(200);
    expect(lines).toEqual([]);
    for (let i = 0; i < LIMIT; i++) expect((await orders('192.0.2.10', i % 2 ? null : guess(i))).status).toBe(401);
    const refused = await orders('192.0.2.10', null);
    expect([refused.status, refused.body]).toEqual([429, { error: ADMIN_TOKEN_THROTTLED, code: 'rate_limited' }]);
    expect(lines).toHaveLength(LIMIT + 1);
  });

  it('gives the wait until the oldest counted failure leaves the minute', async () => {
    for (let i = 0; i < LIMIT; i++) {
      await orders('192.0.2.20', guess(i));
      clock.now += 1_000;
    }
    // The first failure was 10 s ago.
    expect((await orders('192.0.2.20', guess(99))).headers['retry-after']).toBe('50');
    clock.now += 50_000;
    expect((await orders('192.0.2.20', guess(100))).status).toBe(401);
    expect((await orders('192.0.2.20', guess(101))).status).toBe(429);
  });
});

describe('replicas on one PostgreSQL database share the count of wrong admin tokens', () => {
  const replicas = twoReplicasOnPostgres(testConfig({ adminToken: TOKEN }));

  const orders = (replica: Service, address: string, token: string) =>
    replica.http.get('/api/admin/orders').set('X-Forwarded-For', address).set('Authorization', `Bearer ${token}`);

  it(`answers ${LIMIT} wrong tokens 401 across both replicas, not ${2 * LIMIT}, then refuses the address on each`, async () => {
    const answers = await Promise.all(Array.from({ length: 4 * LIMIT }, (_, i) => orders(replicas[i % 2], '203.0.113.77', guess(i))));
    expect(answers.filter((res) => res.status === 401)).toHaveLength(LIMIT);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(3 * LIMIT);
    for (const replica of replicas) expect((await orders(replica, '203.0.113.77', TOKEN)).status).toBe(429);
    for (const replica of replicas) expect((await orders(replica, '198.51.100.77', TOKEN)).status).toBe(200);
  });
});
