import { StaffAccountSchema } from 'contract';
import { PASSWORD_TOO_SHORT } from '../src/staff/passwords';
import { CROSS_SITE_CHANGE } from '../src/staff/sameOrigin';
import { addStaffAccount, noSuchAccount } from '../src/staff/staffAccounts';
import { SIGN_IN_THROTTLED } from '../src/staff/staffRoutes';
import { OTHER_SITE, SITE, testConfig } from './support/fixtures';
import {
  ANA,
  cookieHeader,
  fromTheSite,
  MINUTE,
  PASSWORD,
  refusal,
  sessionCookie,
  sha256,
  signedIn,
  staffForSuite,
  T0,
} from './support/staffService';

const TOKEN = 'test-admin-token-0123456789abcdef';

describe('changes under /api/staff come from the site itself', () => {
  const service = staffForSuite();

  it.each<[string, Record<string, string>]>([
    ['Origin https://evil.example', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site, from a neighbouring origin', { 'Sec-Fetch-Site': 'same-site', Origin: 'http://office.localhost:3000' }],
    ['both, cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['neither header (a script)', {}],
  ])('refuses a sign-in with %s: 403 with a sentence, and no session', async (_case, headers) => {
    const res = await service.signIn(undefined, headers);
    expect(res.status).toBe(403);
    expect(refusal(res)).toBe(CROSS_SITE_CHANGE);
    expect(sessionCookie(res)).toBeNull();
  });

  it('refuses a cross-site sign-out: 403, and the session goes on', async () => {
    const token = await signedIn(service);
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }]) {
      const res = await service.http.delete('/api/staff/session').set(headers).set('Cookie', cookieHeader(token));
      expect(res.status).toBe(403);
      expect(refusal(res)).toBe(CROSS_SITE_CHANGE);
    }
    // The session goes on: the staff API still answers it.
    expect((await service.http.get('/api/staff/orders').set('Cookie', cookieHeader(token))).status).toBe(200);
  });

  it('refuses every changing method anywhere under /api/staff, however the path is cased, before any route', async () => {
    for (const [method, path] of [
      ['put', '/api/staff/orders/TV-1'],
      ['patch', '/api/staff/anything'],
      ['post', '/API/Staff/session'],
      ['delete', '/api/staff'],
    ] as const) {
      const res = await service.http[method](path).set('Origin', 'https://evil.example');
      expect(res.status).toBe(403);
      expect(refusal(res)).toBe(CROSS_SITE_CHANGE);
    }
  });

  it('accepts Sec-Fetch-Site: same-origin, or an Origin that is one of SITE_ORIGINS', async () => {
    for (const headers of [fromTheSite, { Origin: SITE }, { Origin: OTHER_SITE }])
      expect((await service.signIn(undefined, headers)).status).toBe(200);
  });

  it('lets reads through, and answers no-store under /api/staff even for a 404', async () => {
    const res = await service.http.get('/api/staff/nothing-here').set('Origin', 'https://evil.example');
    expect(res.status).toBe(404);
    refusal(res);
  });
});

describe('sign-in waits after 5 failures in 15 minutes', () => {
  const service = staffForSuite();

  const from = (address: string) => ({ ...fromTheSite, 'X-Forwarded-For': address });
  const wrong = (email: string, address: string) => service.signIn({ email, password: 'not the password at all' }, from(address));

  it('for one account, from any address: 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await wrong(ANA, `203.0.113.${i}`)).status).toBe(401);
      service.clock.now += MINUTE;
    }
    const refused = await service.signIn(undefined, from('198.51.100.7'));
    expect(refused.status).toBe(429);
    expect(refusal(refused)).toBe(SIGN_IN_THROTTLED);
    // The first failure was 5 minutes ago: 10 minutes to go.
    expect(refused.headers['retry-after']).toBe(String(10 * 60));
    expect(sessionCookie(refused)).toBeNull();
    service.clock.now += 10 * MINUTE;
    expect((await service.signIn(undefined, from('198.51.100.7'))).status).toBe(200);
  });

  it('for one client address, over any accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await wrong(`guess${i}@farm.example`, '203.0.113.50')).status).toBe(401);
    const refused = await service.signIn(undefined, from('203.0.113.50'));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect((await service.signIn(undefined, from('203.0.113.51'))).status).toBe(200);
  });

  it('and a success clears the account’s failures', async () => {
    const ben = { email: 'ben@farm.example', password: PASSWORD };
    await addStaffAccount(service.store.staff, ben.email, PASSWORD, new Date(T0));
    for (let i = 0; i < 4; i++) await wrong(ben.email, `198.51.100.${i}`);
    expect((await service.signIn(ben, from('198.51.100.99'))).status).toBe(200);
    for (let i = 4; i < 8; i++) await wrong(ben.email, `198.51.100.${i}`);
    expect((await service.signIn(ben, from('198.51.100.98'))).status).toBe(200);
  });
});

describe('staff accounts over the admin API (ADMIN_TOKEN)', () => {
  const service = staffForSuite(testConfig({ adminToken: TOKEN }));

  const bearer = { Authorization: `Bearer ${TOKEN}` };
  const add = (body: unknown, headers: Record<string, string> = bearer) =>
    service.http
      .post('/api/admin/staff')
      .set(headers)
      .send(body as object);

  it('creates an account (201, the e-mail lower case) that can sign in, and refuses the same e-mail twice (409)', async () => {
    const res = await add({ email: ' Ben@Farm.Example', password: 'a long enough password' });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(StaffAccountSchema.parse(res.body)).toEqual({ staff: { email: 'ben@farm.example' } });
    expect((await service.signIn({ email: 'ben@farm.example', password: 'a long enough password' })).status).toBe(200);
    const again = await add({ email: 'ben@farm.example', password: 'another long password' });
    expect(again.status).toBe(409);
    expect(refusal(again)).toBe('There is already a staff account for ben@farm.example.');
  });

  it.each<[string, unknown, string]>([
    ['a short password', { email: 'cleo@farm.example', password: 'short' }, PASSWORD_TOO_SHORT],
    [
      'a malformed e-mail',
      { email: 'cleo@farm', password: 'a long enough password' },
      'E-mail must be a valid e-mail address, like name@example.com.',
    ],
    ['a missing password', { email: 'cleo@farm.example' }, 'The request body must be a JSON object with email and password.'],
  ])('refuses %s with a 400 sentence', async (_case, body, error) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(refusal(res)).toBe(error);
    expect(await service.store.staff.findAccount('cleo@farm.example')).toBeNull();
  });

  it('removes an account and its sessions (204), then answers 404 for it', async () => {
    await addStaffAccount(service.store.staff, 'dora@farm.example', PASSWORD, new Date(T0));
    const token = sessionCookie(await service.signIn({ email: 'dora@farm.example', password: PASSWORD }))!.value;
    const res = await service.http.delete(`/api/admin/staff/${encodeURIComponent('Dora@farm.example')}`).set(bearer);
    expect(res.status).toBe(204);
    expect(await service.store.staff.findSession(sha256(token))).toBeNull();
    const again = await service.http.delete('/api/admin/staff/dora%40farm.example').set(bearer);
    expect(again.status).toBe(404);
    expect(refusal(again)).toBe(noSuchAccount('dora@farm.example'));
  });

  it('needs the bearer token', async () => {
    expect((await add({ email: 'eve@farm.example', password: PASSWORD }, {})).status).toBe(401);
    expect((await service.http.delete('/api/admin/staff/ana%40farm.example')).status).toBe(401);
    expect(await service.store.staff.findAccount(ANA)).not.toBeNull();
  });
});
