import { and, asc, eq } from 'drizzle-orm';
import { API_PATHS } from 'contract';
import type { ServiceConfig } from '../../src/config/config';
import { addStaffAccount } from '../../src/staff/staffAccounts';
import { outboxMessages } from '../../src/store/schema';
import { openStore, type Store } from '../../src/store/openStore';
import type { BACKENDS } from '../support/backends';
import { serve, silentLog, SITE, testConfig, type Service } from '../support/fixtures';
import { cookieHeader, sessionCookie } from '../support/staffService';

const INES = 'ines@farm.example';
const PASSWORD = 'rows of heirloom tomatoes';
export const T0 = Date.UTC(2026, 10, 3, 9, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * For a describe block: a fresh store on one of the two back ends, the service on it with a clock
 * the tests move (at T0 before each test), and a staff account to sign in with at the clock's time.
 */
export function newsletterService(fresh: (typeof BACKENDS)[number][1], config: ServiceConfig = testConfig()) {
  let backend: Awaited<ReturnType<typeof fresh>> | undefined;
  let store: Store | undefined;
  let service: Service | undefined;
  const clock = { now: T0 };

  beforeAll(async () => {
    backend = await fresh();
    store = await openStore(backend.location, { log: silentLog, onLockLost: silentLog });
    service = await serve(config, store, silentLog, { now: () => clock.now });
    await addStaffAccount(store.staff, INES, PASSWORD, new Date(T0));
  });
  beforeEach(() => {
    clock.now = T0;
  });
  afterAll(async () => {
    await service?.close();
    await store?.close();
    await backend?.cleanup();
  });

  return {
    clock,
    get http() {
      return service!.http;
    },
    get store() {
      return store!;
    },
    signUp: (body: unknown) => service!.http.post(API_PATHS.newsletter).send(body as object),
    confirm: (token: string) => service!.http.post(API_PATHS.newsletterConfirm).send({ token }),
    unsubscribe: (token: string) => service!.http.post(API_PATHS.newsletterUnsubscribe).send({ token }),
    /** The session cookie of a staff member signed in now (by the clock). */
    async staffCookie(): Promise<string> {
      const res = await service!.http.post(API_PATHS.staffSession).set({ Origin: SITE }).send({ email: INES, password: PASSWORD });
      expect(res.status).toBe(200);
      return cookieHeader(sessionCookie(res)!.value);
    },
  };
}

/** The confirmation e-mails queued about an address, oldest first. */
export const confirmationsTo = (store: Store, email: string) =>
  store.visitors.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.aboutEmail, email), eq(outboxMessages.kind, 'newsletter_confirm')))
    .orderBy(asc(outboxMessages.createdAt));

/** The token a link in a message's text carries: `page` is `/newsletter/confirm`, `/newsletter/unsubscribe` or the API's path. */
export function tokenIn(text: string, page: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith(`${SITE}${page}?token=`));
  if (!link) throw new Error(`No ${page} link in the message`);
  return new URL(link).searchParams.get('token')!;
}
