import { createHash } from 'node:crypto';
import Koa from 'koa';
import request from 'supertest';
import { ApiErrorSchema, StaffAccountSchema, StaffSessionSchema } from 'shared/src/api';
import { createApp } from '../src/app';
import { jsonErrors } from '../src/http/httpErrors';
import { PASSWORD_TOO_SHORT } from '../src/staff/passwords';
import { requireStaff, SIGN_IN_FIRST, type StaffState } from '../src/staff/requireStaff';
import { CROSS_SITE_CHANGE } from '../src/staff/sameOrigin';
import { addStaffAccount, noSuchAccount, removeStaffAccount } from '../src/staff/staffAccounts';
import { SIGN_IN_THROTTLED, WRONG_SIGN_IN } from '../src/staff/staffRoutes';
import { createStaffSessions, IDLE_LIMIT_MS, SESSION_LIFETIME_MS, STAFF_COOKIE } from '../src/staff/staffSessions';
import type { ServiceConfig } from '../src/config/config';
import type { Store } from '../src/store/openStore';
import { memoryStore, OTHER_SITE, silentLog, SITE, testConfig } from './support/fixtures';

const PASSWORD = 'rows of heirloom tomatoes';
const ANA = 'ana@farm.example';
const TOKEN = 'test-admin-token-0123456789abcdef';
const T0 = Date.UTC(2026, 10, 3, 7, 30);
const MINUTE = 60_000;
const fromTheSite = { 'Sec-Fetch-Site': 'same-origin' };

/** The app on its own store, with a clock the test moves, and the staff account ana@farm.example. */
async function serveStaff(config: ServiceConfig = testConfig()) {
  const store = await memoryStore();
  await addStaffAccount(store.staff, ANA, PASSWORD, new Date(T0));
  const clock = { now: T0 };
  const server = createApp(config, store, silentLog, { now: () => clock.now }).listen(0);
  const http = request(server);
  return {
    store,
    clock,
    http,
    signIn: (body: unknown = { email: ANA, password: PASSWORD }, headers: Record<string, string> = fromTheSite) =>
      http.post('/api/staff/session').set(headers).set('Content-Type', 'application/json').send(JSON.stringify(body)),
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await store.close();
    },
  };
}
type Served = Awaited<ReturnType<typeof serveStaff>>;

/** The session cookie a response set: its value and its attributes, as the browser reads them. */
function sessionCookie(res: request.Response) {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));
  if (!header) return null;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair.slice(STAFF_COOKIE.length + 1), attributes };
}
const cookieHeader = (token: string) => `${STAFF_COOKIE}=${token}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function signedIn(service: Served): Promise<string> {
  const res = await service.signIn();
  expect(res.status).toBe(200);
  return sessionCookie(res)!.value;
}

const refusal = (res: request.Response) => {
  expect(ApiErrorSchema.safeParse(res.body).success).toBe(true);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body.error as string;
};

describe('the staff session', () => {
  let service: Served;
  beforeAll(async () => {
    service = await serveStaff();
  });
  afterAll(() => service.close());
  beforeEach(() => {
    service.clock.now = T0;
  });

  it('is not there without a cookie: GET /api/staff/session answers 401 with a sentence, even without ADMIN_TOKEN', async () => {
    const res = await service.http.get('/api/staff/session');
    expect(res.status).toBe(401);
    expect(refusal(res)).toBe(SIGN_IN_FIRST);
  });

  it('starts at sign-in, whatever case the e-mail is typed in, and says who is signed in', async () => {
    const res = await service.signIn({ email: '  Ana@Farm.Example ', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(StaffSessionSchema.parse(res.body)).toEqual({ staff: { email: ANA } });
    const token = sessionCookie(res)!.value;
    const now = await service.http.get('/api/staff/session').set('Cookie', cookieHeader(token));
    expect(now.status).toBe(200);
    expect(now.headers['cache-control']).toBe('no-store');
    expect(StaffSessionSchema.parse(now.body)).toEqual({ staff: { email: ANA } });
  });

  it('keeps a 32-byte random token in an HttpOnly, SameSite=Strict, Path=/ browser-session cookie, and only its SHA-256 in the store', async () => {
    const cookie = sessionCookie(await service.signIn())!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
    // Not Secure on an http site; no Max-Age or Expires: the browser drops it when it closes, the server ends it sooner.
    expect(cookie.attributes.map((a) => a.split('=')[0].toLowerCase())).toEqual(expect.not.arrayContaining(['secure', 'max-age', 'expires']));
    expect(await service.store.staff.findSession(sha256(cookie.value))).toMatchObject({ email: ANA });
    expect(await service.store.staff.findSession(cookie.value)).toBeNull();
    const second = sessionCookie(await service.signIn())!;
    expect(second.value).not.toBe(cookie.value);
  });

  it('refuses a wrong password and an unknown e-mail with one 401 sentence that does not tell which, and no cookie', async () => {
    const from = { ...fromTheSite, 'X-Forwarded-For': '192.0.2.1' };
    const wrongPassword = await service.signIn({ email: ANA, password: 'rows of heirloom tomatoez' }, from);
    const unknownEmail = await service.signIn({ email: 'nobody@farm.example', password: PASSWORD }, from);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(refusal(res)).toBe(WRONG_SIGN_IN);
      expect(sessionCookie(res)).toBeNull();
    }
    expect(WRONG_SIGN_IN).toBe('The e-mail or password is not right.');
  });

  it('refuses a body that is not an e-mail and a password with a 400 sentence', async () => {
    const res = await service.signIn({ email: ANA });
    expect(res.status).toBe(400);
    expect(refusal(res)).toMatch(/email and password/);
    const notJson = await service.http.post('/api/staff/session').set(fromTheSite).type('form').send('email=a&password=b');
    expect(notJson.status).toBe(415);
    refusal(notJson);
  });

  it('ends at sign-out: 204, the row deleted, the cookie cleared, and the old token then answers 401', async () => {
    const token = await signedIn(service);
    const out = await service.http.delete('/api/staff/session').set(fromTheSite).set('Cookie', cookieHeader(token));
    expect(out.status).toBe(204);
    expect(out.headers['cache-control']).toBe('no-store');
    const cleared = sessionCookie(out)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'HttpOnly', 'SameSite=Strict', 'Path=/']));
    expect(await service.store.staff.findSession(sha256(token))).toBeNull();
    const after = await service.http.get('/api/staff/session').set('Cookie', cookieHeader(token));
    expect(after.status).toBe(401);
    expect(refusal(after)).toBe(SIGN_IN_FIRST);
  });

  it('ends after 12 hours without use, and each use within them moves the end on (written at most once a minute)', async () => {
    const token = await signedIn(service);
    const ask = () => service.http.get('/api/staff/session').set('Cookie', cookieHeader(token));
    const lastSeen = async () => (await service.store.staff.findSession(sha256(token)))?.lastSeenAt.getTime();

    service.clock.now += 30_000;
    expect((await ask()).status).toBe(200);
    expect(await lastSeen()).toBe(T0);
    service.clock.now += 30_000;
    expect((await ask()).status).toBe(200);
    expect(await lastSeen()).toBe(T0 + MINUTE);

    service.clock.now += IDLE_LIMIT_MS - 1;
    expect((await ask()).status).toBe(200);
    expect(await lastSeen()).toBe(service.clock.now);
    service.clock.now += IDLE_LIMIT_MS;
    const expired = await ask();
    expect(expired.status).toBe(401);
    expect(refusal(expired)).toBe(SIGN_IN_FIRST);
    expect(sessionCookie(expired)?.attributes).toContain('Max-Age=0');
    expect(await lastSeen()).toBeUndefined();
  });

  it('ends 7 days after sign-in however often it is used, and the sweep at a later sign-in deletes its row', async () => {
    expect([SESSION_LIFETIME_MS, IDLE_LIMIT_MS]).toEqual([7 * 24 * 60 * MINUTE, 12 * 60 * MINUTE]);
    const token = await signedIn(service);
    const ask = () => service.http.get('/api/staff/session').set('Cookie', cookieHeader(token));
    // Used every 11 hours, it is never idle for 12.
    while (service.clock.now + 11 * 60 * MINUTE < T0 + SESSION_LIFETIME_MS) {
      service.clock.now += 11 * 60 * MINUTE;
      expect((await ask()).status).toBe(200);
    }
    service.clock.now = T0 + SESSION_LIFETIME_MS - 1;
    expect((await ask()).status).toBe(200);
    service.clock.now = T0 + SESSION_LIFETIME_MS;
    const ended = await ask();
    expect(ended.status).toBe(401);
    expect(refusal(ended)).toBe(SIGN_IN_FIRST);
    expect(sessionCookie(ended)?.attributes).toContain('Max-Age=0');
    expect(await service.store.staff.findSession(sha256(token))).toBeNull();

    // A session used a minute ago but started 7 days ago is deleted by the hourly sweep, unasked.
    const old = await signedIn(service);
    service.clock.now += SESSION_LIFETIME_MS + 2 * 60 * MINUTE;
    await service.store.staff.touchSession(sha256(old), new Date(service.clock.now - MINUTE));
    await signedIn(service);
    expect(await service.store.staff.findSession(sha256(old))).toBeNull();
  });

  it('ends when its account is removed', async () => {
    await addStaffAccount(service.store.staff, 'leaver@farm.example', PASSWORD, new Date(T0));
    const token = sessionCookie(await service.signIn({ email: 'leaver@farm.example', password: PASSWORD }))!.value;
    expect((await service.http.get('/api/staff/session').set('Cookie', cookieHeader(token))).status).toBe(200);
    await removeStaffAccount(service.store.staff, 'leaver@farm.example');
    expect((await service.http.get('/api/staff/session').set('Cookie', cookieHeader(token))).status).toBe(401);
  });

  it('ignores a cookie that is not a token of ours', async () => {
    const res = await service.http.get('/api/staff/session').set('Cookie', cookieHeader('not-a-token'));
    expect(res.status).toBe(401);
    expect(sessionCookie(res)?.attributes).toContain('Max-Age=0');
  });
});

describe('the session cookie on an https site', () => {
  it('is Secure when a site origin is https', async () => {
    const service = await serveStaff(testConfig({ siteOrigins: ['https://shop.terraverde.example'] }));
    try {
      const res = await service.signIn(undefined, { Origin: 'https://shop.terraverde.example' });
      expect(res.status).toBe(200);
      expect(sessionCookie(res)!.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/']));
      const out = await service.http.delete('/api/staff/session').set('Sec-Fetch-Site', 'same-origin').set('Cookie', cookieHeader(sessionCookie(res)!.value));
      expect(sessionCookie(out)!.attributes).toContain('Secure');
    } finally {
      await service.close();
    }
  });
});

describe('changes under /api/staff come from the site itself', () => {
  let service: Served;
  beforeAll(async () => {
    service = await serveStaff();
  });
  afterAll(() => service.close());

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
    expect((await service.http.get('/api/staff/session').set('Cookie', cookieHeader(token))).status).toBe(200);
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
    for (const headers of [fromTheSite, { Origin: SITE }, { Origin: OTHER_SITE }]) expect((await service.signIn(undefined, headers)).status).toBe(200);
  });

  it('lets reads through, and answers no-store under /api/staff even for a 404', async () => {
    const res = await service.http.get('/api/staff/nothing-here').set('Origin', 'https://evil.example');
    expect(res.status).toBe(404);
    refusal(res);
  });
});

describe('sign-in waits after 5 failures in 15 minutes', () => {
  let service: Served;
  beforeAll(async () => {
    service = await serveStaff();
  });
  afterAll(() => service.close());
  beforeEach(() => {
    service.clock.now = T0;
  });

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

describe('requireStaff, for the staff routes of other modules', () => {
  it('answers 401 JSON without a live session, and puts { id, email } in ctx.state.staff with one', async () => {
    const store: Store = await memoryStore();
    const clock = { now: T0 };
    try {
      await addStaffAccount(store.staff, ANA, PASSWORD, new Date(T0));
      const sessions = createStaffSessions(store.staff, { now: () => clock.now, secure: false });
      const app = new Koa<StaffState>();
      app.use(jsonErrors(silentLog));
      app.use(requireStaff(sessions));
      app.use((ctx) => {
        ctx.body = ctx.state.staff;
      });
      app.silent = true;
      const http = request(app.callback());
      const none = await http.get('/');
      expect([none.status, none.body]).toEqual([401, { error: SIGN_IN_FIRST }]);

      const signIn = await request(createApp(testConfig(), store, silentLog, { now: () => clock.now }).callback())
        .post('/api/staff/session')
        .set(fromTheSite)
        .send({ email: ANA, password: PASSWORD });
      const token = sessionCookie(signIn)!.value;
      const account = (await store.staff.findAccount(ANA))!;
      const res = await http.get('/').set('Cookie', cookieHeader(token));
      expect([res.status, res.body]).toEqual([200, { id: account.id, email: ANA }]);
      clock.now += IDLE_LIMIT_MS;
      expect((await http.get('/').set('Cookie', cookieHeader(token))).status).toBe(401);
    } finally {
      await store.close();
    }
  });
});

describe('staff accounts over the admin API (ADMIN_TOKEN)', () => {
  let service: Served;
  beforeAll(async () => {
    service = await serveStaff(testConfig({ adminToken: TOKEN }));
  });
  afterAll(() => service.close());

  const bearer = { Authorization: `Bearer ${TOKEN}` };
  const add = (body: unknown, headers: Record<string, string> = bearer) => service.http.post('/api/admin/staff').set(headers).send(body as object);

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
    ['a malformed e-mail', { email: 'cleo@farm', password: 'a long enough password' }, 'E-mail must be a valid e-mail address, like name@example.com.'],
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
