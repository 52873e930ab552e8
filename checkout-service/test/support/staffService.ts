import { createHash } from 'node:crypto';
import request from 'supertest';
import { ApiErrorSchema } from 'contract';
import { createApp } from '../../src/app';
import type { ServiceConfig } from '../../src/config/config';
import { addStaffAccount } from '../../src/staff/staffAccounts';
import { STAFF_COOKIE } from '../../src/staff/staffSessions';
import { memoryStore, silentLog, testConfig } from './fixtures';

/** The staff API's tests: a service with one account, ana@farm.example, and a clock they move. */
export const PASSWORD = 'rows of heirloom tomatoes';
export const ANA = 'ana@farm.example';
export const T0 = Date.UTC(2026, 10, 3, 7, 30);
export const MINUTE = 60_000;
export const fromTheSite = { 'Sec-Fetch-Site': 'same-origin' };

/** The app on its own store, with a clock the test moves, and the staff account ana@farm.example. */
export async function serveStaff(config: ServiceConfig = testConfig()) {
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
export type Served = Awaited<ReturnType<typeof serveStaff>>;

/** serveStaff's service for a describe block: started before its tests, closed after them, its clock at T0 before each. */
export function staffForSuite(config?: ServiceConfig): Served {
  let served: Served | undefined;
  beforeAll(async () => {
    served = await serveStaff(config);
  });
  afterAll(() => served?.close());
  beforeEach(() => {
    served!.clock.now = T0;
  });
  const current = () => served!;
  return {
    get store() {
      return current().store;
    },
    get clock() {
      return current().clock;
    },
    get http() {
      return current().http;
    },
    signIn: (...args) => current().signIn(...args),
    close: () => current().close(),
  };
}

/** The session cookie a response set: its value and its attributes, as the browser reads them. */
export function sessionCookie(res: request.Response) {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));
  if (!header) return null;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair.slice(STAFF_COOKIE.length + 1), attributes };
}
export const cookieHeader = (token: string) => `${STAFF_COOKIE}=${token}`;
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function signedIn(service: Served): Promise<string> {
  const res = await service.signIn();
  expect(res.status).toBe(200);
  return sessionCookie(res)!.value;
}

/** A refusal's sentence, after checking it is the contract's `{ error }` and never cached. */
export const refusal = (res: request.Response) => {
  expect(ApiErrorSchema.safeParse(res.body).success).toBe(true);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body.error as string;
};
