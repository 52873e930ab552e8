import Koa from 'koa';
import request from 'supertest';
import { StaffSessionSchema, StaffSessionStateSchema } from 'contract';
import { createApp } from '../src/app';
import { jsonErrors } from '../src/http/httpErrors';
import { requireStaff, SIGN_IN_FIRST, type StaffState } from '../src/staff/requireStaff';
import { addStaffAccount, removeStaffAccount } from '../src/staff/staffAccounts';
import { WRONG_SIGN_IN } from '../src/staff/staffRoutes';
import { createStaffSessions, IDLE_LIMIT_MS, SESSION_LIFETIME_MS } from '../src/staff/staffSessions';
import type { Store } from '../src/store/openStore';
import { memoryStore, silentLog, testConfig } from './support/fixtures';
import {
  ANA,
  cookieHeader,
  fromTheSite,
  MINUTE,
  PASSWORD,
  refusal,
  serveStaff,
  sessionCookie,
  sha256,
  signedIn,
  staffForSuite,
  T0,
  type Served,
} from './support/staffService';

/**
 * What `GET /api/staff/session` says of `token` (none: no cookie): always 200, never cached, in
 * the contract's shape, so a signed-out office page asks without a refusal for the browser to log.
 */
async function whoIs(service: Served, token?: string) {
  const ask = service.http.get('/api/staff/session');
  const res = await (token === undefined ? ask : ask.set('Cookie', cookieHeader(token)));
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return { state: StaffSessionStateSchema.parse(res.body), cleared: sessionCookie(res)?.attributes.includes('Max-Age=0') ?? false };
}
const signedInAs = async (service: Served, token: string) => {
  const { state } = await whoIs(service, token);
  return state.signedIn ? state.staff.email : null;
};

describe('the staff session', () => {
  const service = staffForSuite();

  it('is not there without a cookie: GET /api/staff/session answers 200 { signedIn: false }, not a 401, even without ADMIN_TOKEN', async () => {
    expect(await whoIs(service)).toEqual({ state: { signedIn: false }, cleared: false });
  });

  it('starts at sign-in, whatever case the e-mail is typed in, and says who is signed in', async () => {
    const res = await service.signIn({ email: '  Ana@Farm.Example ', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(StaffSessionSchema.parse(res.body)).toEqual({ staff: { email: ANA } });
    const token = sessionCookie(res)!.value;
    expect(await whoIs(service, token)).toEqual({ state: { signedIn: true, staff: { email: ANA } }, cleared: false });
  });

  it('keeps a 32-byte random token in an HttpOnly, SameSite=Strict, Path=/ browser-session cookie, and only its SHA-256 in the store', async () => {
    const cookie = sessionCookie(await service.signIn())!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
    // Not Secure on an http site; no Max-Age or Expires: the browser drops it when it closes, the server ends it sooner.
    expect(cookie.attributes.map((a) => a.split('=')[0].toLowerCase())).toEqual(
      expect.not.arrayContaining(['secure', 'max-age', 'expires']),
    );
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

  it('ends at sign-out: 204, the row deleted, the cookie cleared, and the old token then signs no one in', async () => {
    const token = await signedIn(service);
    const out = await service.http.delete('/api/staff/session').set(fromTheSite).set('Cookie', cookieHeader(token));
    expect(out.status).toBe(204);
    expect(out.headers['cache-control']).toBe('no-store');
    const cleared = sessionCookie(out)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'HttpOnly', 'SameSite=Strict', 'Path=/']));
    expect(await service.store.staff.findSession(sha256(token))).toBeNull();
    expect(await whoIs(service, token)).toEqual({ state: { signedIn: false }, cleared: true });
  });

  it('ends after 12 hours without use, and each use within them moves the end on (written at most once a minute)', async () => {
    const token = await signedIn(service);
    const lastSeen = async () => (await service.store.staff.findSession(sha256(token)))?.lastSeenAt.getTime();

    service.clock.now += 30_000;
    expect(await signedInAs(service, token)).toBe(ANA);
    expect(await lastSeen()).toBe(T0);
    service.clock.now += 30_000;
    expect(await signedInAs(service, token)).toBe(ANA);
    expect(await lastSeen()).toBe(T0 + MINUTE);

    service.clock.now += IDLE_LIMIT_MS - 1;
    expect(await signedInAs(service, token)).toBe(ANA);
    expect(await lastSeen()).toBe(service.clock.now);
    service.clock.now += IDLE_LIMIT_MS;
    expect(await whoIs(service, token)).toEqual({ state: { signedIn: false }, cleared: true });
    expect(await lastSeen()).toBeUndefined();
  });

  it('ends 7 days after sign-in however often it is used, and the sweep at a later sign-in deletes its row', async () => {
    expect([SESSION_LIFETIME_MS, IDLE_LIMIT_MS]).toEqual([7 * 24 * 60 * MINUTE, 12 * 60 * MINUTE]);
    const token = await signedIn(service);
    // Used every 11 hours, it is never idle for 12.
    while (service.clock.now + 11 * 60 * MINUTE < T0 + SESSION_LIFETIME_MS) {
      service.clock.now += 11 * 60 * MINUTE;
      expect(await signedInAs(service, token)).toBe(ANA);
    }
    service.clock.now = T0 + SESSION_LIFETIME_MS - 1;
    expect(await signedInAs(service, token)).toBe(ANA);
    service.clock.now = T0 + SESSION_LIFETIME_MS;
    expect(await whoIs(service, token)).toEqual({ state: { signedIn: false }, cleared: true });
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
    expect(await signedInAs(service, token)).toBe('leaver@farm.example');
    await removeStaffAccount(service.store.staff, 'leaver@farm.example');
    expect(await signedInAs(service, token)).toBeNull();
  });

  it('ignores a cookie that is not a token of ours', async () => {
    expect(await whoIs(service, 'not-a-token')).toEqual({ state: { signedIn: false }, cleared: true });
  });
});

describe('the session cookie on an https site', () => {
  it('is Secure when a site origin is https', async () => {
    const service = await serveStaff(testConfig({ siteOrigins: ['https://shop.terraverde.example'] }));
    try {
      const res = await service.signIn(undefined, { Origin: 'https://shop.terraverde.example' });
      expect(res.status).toBe(200);
      expect(sessionCookie(res)!.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/']));
      const out = await service.http
        .delete('/api/staff/session')
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Cookie', cookieHeader(sessionCookie(res)!.value));
      expect(sessionCookie(out)!.attributes).toContain('Secure');
    } finally {
      await service.close();
    }
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
      expect([none.status, none.body]).toEqual([401, { error: SIGN_IN_FIRST, code: 'not_signed_in' }]);

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
