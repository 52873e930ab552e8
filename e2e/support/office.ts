import type { Page, Route } from '@playwright/test';
import type { OrderDetail, OrderSummary, StaffOrder } from 'contract';

/**
 * The checkout-service's staff API answered in the browser with the contract's shapes
 * (contract/src/api): one staff member, thirty orders and the day's work, for the states the real
 * service reaches only with much set-up (a second page of orders, a colleague's change that makes
 * a button's move a 409). The journey against the real service is tests/office/journey.spec.ts.
 */

export const STAFF = { email: 'packer@terraverde.farm', password: 'correct horse battery' };
/** The service's own sentence (checkout-service/src/staff/staffRoutes.ts). */
export const WRONG_SIGN_IN = 'The e-mail or password is not right.';

const customer = (firstName: string, city: string, notes: string | null): StaffOrder['customer'] => ({
  firstName,
  lastName: 'Souza',
  country: 'Canada',
  address1: '12 Orchard Lane',
  address2: null,
  city,
  state: 'Ontario',
  postcode: 'N1H 2K5',
  phone: '5195550147',
  email: `${firstName.toLowerCase()}@example.com`,
  notes,
});

const ORDERS: StaffOrder[] = Array.from({ length: 30 }, (_, i) => ({
  number: `TV-${String(i + 1).padStart(8, '0')}`,
  status: 'paid',
  createdAt: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
  paidAt: new Date(Date.now() - (i + 1) * 3_600_000 + 60_000).toISOString(),
  customer: customer(
    ['Ana', 'Bruno', 'Carla'][i % 3],
    ['Guelph', 'Kitchener', 'Waterloo'][i % 3],
    i % 2 ? null : 'Leave at the side door.',
  ),
  currency: 'usd',
  totalCents: 1580,
  provider: 'stripe',
  providerSessionId: `cs_test_${i + 1}`,
  lateRefundId: null,
  // Every third order is collected at the farm, so the list shows both ways.
  fulfilment:
    i % 3 === 2
      ? { method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 }
      : { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
  lines: [
    { productId: 1, title: 'Heirloom Tomatoes', unitPriceCents: 630, quantity: 2, lineTotalCents: 1260, weighing: null },
    { productId: 2, title: 'Rainbow Carrots', unitPriceCents: 320, quantity: 1, lineTotalCents: 320, weighing: null },
  ],
  payment: { state: 'at_once', estimateCents: 1580, heldCents: null, chargedCents: null, holdEndsAt: null },
}));

const summary = (order: StaffOrder): OrderSummary => ({
  number: order.number,
  status: order.status,
  createdAt: order.createdAt,
  customerName: `${order.customer.firstName} ${order.customer.lastName}`,
  town: order.customer.city,
  fulfilment: order.fulfilment,
  itemCount: 3,
  currency: order.currency,
  totalCents: order.totalCents,
  payment: order.payment,
});

const detail = (order: StaffOrder): OrderDetail => ({
  order,
  events: [
    { at: order.createdAt, from: null, to: 'pending', actor: 'system', note: null },
    { at: order.paidAt!, from: 'pending', to: 'paid', actor: 'system', note: null },
  ],
  messages: [
    {
      id: '6f1c2a9e-0b1d-4c55-9a57-0d3e2f7b8c01',
      kind: 'order_paid',
      to: `"${order.customer.firstName} ${order.customer.lastName}" <${order.customer.email}>`,
      subject: `Your Terra Verde order ${order.number}`,
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: order.paidAt!,
      sentAt: order.paidAt!,
    },
  ],
});

/** What the stand-in was asked, for the tests' checks. */
export interface FakeStaffApi {
  requests: string[];
}

/** Answers `/api/staff/*` in `page`; `conflict` makes every status change a 409, as when a colleague moved the order first. */
export async function fakeStaffApi(page: Page, { conflict = false } = {}): Promise<FakeStaffApi> {
  let signedIn = false;
  const api: FakeStaffApi = { requests: [] };
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/staff/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    api.requests.push(`${request.method()} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/staff/session') {
      if (request.method() === 'POST') {
        const { email, password } = request.postDataJSON() as { email: string; password: string };
        if (email !== STAFF.email || password !== STAFF.password) return json(route, 401, { error: WRONG_SIGN_IN, code: 'not_signed_in' });
        signedIn = true;
        return json(route, 200, { staff: { email: STAFF.email } });
      } else if (request.method() === 'DELETE') {
        signedIn = false;
        return route.fulfill({ status: 204 });
      }
      // GET: 200 either way (StaffSessionStateSchema in contract/src/api/staff.ts).
      return json(route, 200, signedIn ? { signedIn: true, staff: { email: STAFF.email } } : { signedIn: false });
    }
    if (!signedIn) return json(route, 401, { error: 'Please sign in.', code: 'not_signed_in' });
    const day = url.searchParams.get('day') ?? '';
    if (url.pathname === '/api/staff/orders') {
      const pageNumber = Number(url.searchParams.get('page') ?? '1');
      return json(route, 200, {
        orders: ORDERS.slice((pageNumber - 1) * 25, pageNumber * 25).map(summary),
        page: pageNumber,
        pageSize: 25,
        total: ORDERS.length,
      });
    }
    const [, number, action] = /^\/api\/staff\/orders\/([^/]+)(?:\/(status|refund))?$/.exec(url.pathname) ?? [];
    const order = ORDERS.find((candidate) => candidate.number === number);
    if (number && !order) return json(route, 404, { error: `There is no order ${number}.`, code: 'not_found' });
    if (order && action === 'status' && conflict)
      return json(route, 409, { error: `Order ${order.number} is Packed now, not Paid.`, code: 'state_conflict' });
    if (order) return json(route, 200, detail(order));
    if (url.pathname === '/api/staff/packing')
      return json(route, 200, { day, lines: [{ productId: 1, title: 'Heirloom Tomatoes', quantity: 60, orders: 30, weight: null }] });
    if (url.pathname === '/api/staff/slips') return json(route, 200, { day, orders: ORDERS.slice(0, 3) });
    if (url.pathname === '/api/staff/run-sheet')
      return json(route, 200, { day, stops: [{ town: 'Guelph', postcode: 'N1H 2K5', orders: ORDERS.slice(0, 2) }] });
    return json(route, 404, { error: 'Not found.', code: 'not_found' });
  });
  return api;
}
