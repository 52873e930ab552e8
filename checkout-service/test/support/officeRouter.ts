import Koa, { type Middleware } from 'koa';
import request from 'supertest';
import { jsonErrors, RequestError } from '../../src/http/httpErrors';
import { officeRoutes } from '../../src/office/officeRoutes';
import { staffArea } from '../../src/staff/staffRoutes';
import { LocalPaymentProvider } from '../../src/payments/local/localProvider';
import type { PricedLine } from '../../src/domain';
import type { StoreLocation } from '../../src/store/openStore';
import { SITE, silentLog, testMail } from './fixtures';
import { openOfficeStore, type OfficeStore } from './officeOrders';

/** The office's router alone, on the farm's clock, for the office's suites (test/office*.test.ts). */
/** Noon on 23 November 2026 at the farm (São Paulo, UTC-3): the office's "today". */
export const NOW = Date.parse('2026-11-23T15:00:00.000Z');
export const STAFF = 'ines@terraverde.example';
export const staffHeaders = { 'X-Test-Staff': STAFF };
export const changeHeaders = { ...staffHeaders, Origin: SITE };

const line = (productId: number, title: string, unitAmountCents: number, quantity: number): PricedLine => ({
  productId,
  title,
  unitAmountCents,
  quantity,
  imageUrl: `${SITE}/assets/products/${productId}.svg`,
  estimatedGrams: null,
});
export const TOMATOES = (quantity: number) => line(1, 'Heirloom Tomatoes', 630, quantity);
export const APPLES = (quantity: number) => line(2, 'Crisp Red Apples', 450, quantity);
export const CARROTS = (quantity: number) => line(3, 'Rainbow Carrots', 380, quantity);

/**
 * The stand-in for the staff sign-in's guard (src/staff/): a staff member is whoever the
 * X-Test-Staff header names. A change must come from the site: the staff area's own guard.
 */
const requireStaff: Middleware = async (ctx, next) => {
  const email = ctx.get('X-Test-Staff');
  if (!email) throw new RequestError(401, "Sign in to the farm's office first.");
  ctx.state.staff = { id: '00000000-0000-4000-8000-00000000000a', email };
  await next();
};

/** The office's router alone, behind the service's JSON errors, on the farm's clock. */
export function office(store: OfficeStore) {
  const app = new Koa();
  app.silent = true;
  app.use(jsonErrors(silentLog));
  app.use(staffArea([SITE]));
  const router = officeRoutes(
    store.orders,
    store.outbox,
    new LocalPaymentProvider(store.localPayments),
    { requireStaff },
    { timeZone: 'America/Sao_Paulo', now: () => NOW, mail: testMail },
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  return request(app.callback());
}

/** An office store (in memory unless given a location) and the office's router on it: each block's set-up. */
export async function openOffice(location?: StoreLocation) {
  const { store, db } = await openOfficeStore(location);
  return { store, db, http: office(store) };
}

/** Parses with the contract's schema (its message names the first field that does not fit), then returns the body. */
export function contract<T>(schema: { safeParse(value: unknown): { success: boolean; error?: unknown; data?: T } }, body: unknown): T {
  const parsed = schema.safeParse(body);
  expect(parsed.error).toBeUndefined();
  return parsed.data as T;
}

/** A staff member's GET, its answer checked: never cached. */
export async function get(http: ReturnType<typeof office>, path: string) {
  const res = await http.get(path).set(staffHeaders);
  expect(res.headers['cache-control']).toBe('no-store');
  return res;
}

export const at = (iso: string) => new Date(iso);
