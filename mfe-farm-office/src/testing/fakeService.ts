/**
 * The checkout-service's staff API as the office's tests need it: `window.fetch` answering each
 * request from a list of routes, with bodies typed by the contract (contract/src/api).
 */
import { API_PATHS, type OrderDetail, type OrderPayment, type OrderSummary, type StaffOrder } from 'contract';

interface Route {
  method?: string;
  /** The path, or the path and query, the route answers. */
  url: string | RegExp;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeService {
  fetch: jest.Mock;
  /** Each request made, as `METHOD url`, with its JSON body. */
  requests: () => Array<{ method: string; url: string; body: unknown }>;
  /** Routes to try before the others (a later answer to the same request). */
  answer: (route: Route) => void;
}

const response = ({ status = 200, body, headers = {} }: Route) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  }) as unknown as Response;

/** What the bar's badges ask on every signed-in page: nothing waiting, unless a test answers otherwise. */
const NOTHING_WAITING: Route = { url: API_PATHS.staffCounts, body: { newMessages: 0, newBoxRequests: 0, pendingComments: 0 } };

export function fakeService(...routes: Route[]): FakeService {
  const table = [...routes, NOTHING_WAITING];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const route = table.find(
      (candidate) =>
        (candidate.method ?? 'GET') === method && (typeof candidate.url === 'string' ? candidate.url === url : candidate.url.test(url)),
    );
    if (!route) throw new TypeError(`No fake answer for ${method} ${url}`);
    return response(route);
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  return {
    fetch,
    requests: () =>
      fetch.mock.calls.map(([url, init = {}]: [string, RequestInit?]) => ({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      })),
    answer: (route) => table.unshift(route),
  };
}

const PACKER = { email: 'packer@terraverde.farm' };
/** What `GET /api/staff/session` answers a signed-in packer, and nobody: 200 either way. */
export const SIGNED_IN = { url: API_PATHS.staffSession, body: { signedIn: true, staff: PACKER } };
export const SIGNED_OUT = { url: API_PATHS.staffSession, body: { signedIn: false } };
/** `POST /api/staff/session` with the packer's right password. */
export const SIGN_IN_ACCEPTED = { method: 'POST', url: API_PATHS.staffSession, body: { staff: PACKER } };

/** An order without weighed produce: charged in full when paid. */
const AT_ONCE: OrderPayment = { state: 'at_once', estimateCents: 1580, heldCents: null, chargedCents: null, holdEndsAt: null };

export const ORDER: StaffOrder = {
  number: 'TV-7K3M9Q2X',
  status: 'paid',
  createdAt: '2026-11-12T14:05:00.000Z',
  paidAt: '2026-11-12T14:06:00.000Z',
  customer: {
    firstName: 'Ana',
    lastName: 'Souza',
    country: 'Canada',
    address1: '12 Orchard Lane',
    address2: null,
    city: 'Guelph',
    state: 'Ontario',
    postcode: 'N1H 2K5',
    phone: '5195550147',
    email: 'ana@example.com',
    notes: 'Leave at the side door.',
  },
  currency: 'usd',
  totalCents: 1580,
  provider: 'stripe',
  providerSessionId: 'cs_test_a1B2c3',
  lateRefundId: null,
  fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
  lines: [
    { productId: 1, title: 'Heirloom Tomatoes', unitPriceCents: 630, quantity: 2, lineTotalCents: 1260, weighing: null },
    { productId: 2, title: 'Rainbow Carrots', unitPriceCents: 320, quantity: 1, lineTotalCents: 320, weighing: null },
  ],
  payment: AT_ONCE,
};

/** A paid order's two e-mails: the shopper's, sent; the farm's, given up. */
export const MESSAGES: OrderDetail['messages'] = [
  {
    id: '6f1c2a9e-0b1d-4c55-9a57-0d3e2f7b8c01',
    kind: 'order_paid',
    to: '"Ana Souza" <ana@example.com>',
    subject: `Your Terra Verde order ${ORDER.number}`,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-12T14:06:00.000Z',
    sentAt: '2026-11-12T14:06:05.000Z',
  },
  {
    id: '6f1c2a9e-0b1d-4c55-9a57-0d3e2f7b8c02',
    kind: 'order_paid_farm',
    to: 'orders@terraverde.farm',
    subject: `New order ${ORDER.number}`,
    status: 'failed',
    attempts: 3,
    lastError: '550 Mailbox unavailable',
    createdAt: '2026-11-12T14:06:00.000Z',
    sentAt: null,
  },
];

/** The same order, collected at the farm on a Saturday: no address asked. */
export const PICKUP_ORDER: StaffOrder = {
  ...ORDER,
  number: 'TV-P1CKUP00',
  customer: { ...ORDER.customer, address1: null, city: null, state: null, postcode: null, country: null, notes: null },
  fulfilment: { method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 },
};

/** The same order, delivered on the island's Tuesday van once the farm has zones: its fee is in its total. */
export const DELIVERY_ORDER: StaffOrder = {
  ...ORDER,
  number: 'TV-1SLAND22',
  totalCents: 2380,
  fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: '2026-12-22', zone: 'Island', feeCents: 800 },
};

export const detail = (
  order: StaffOrder = ORDER,
  events: OrderDetail['events'] = [],
  messages: OrderDetail['messages'] = [],
): OrderDetail => ({
  order,
  events: [
    { at: order.createdAt, from: null, to: 'pending', actor: 'system', note: null },
    { at: order.paidAt ?? order.createdAt, from: 'pending', to: 'paid', actor: 'system', note: null },
    ...events,
  ],
  messages,
});

export const summary = (number: string, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  number,
  status: 'paid',
  createdAt: '2026-11-12T14:05:00.000Z',
  customerName: 'Ana Souza',
  town: 'Guelph',
  fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
  itemCount: 3,
  currency: 'usd',
  totalCents: 1580,
  payment: AT_ONCE,
  ...overrides,
});

/**
 * An order with produce sold by weight, its card held (docs/decisions/weighed-produce.md): two
 * tomatoes of about 1 kg each ($6.30/kg), weighed at packing, and carrots by the piece; held for the
 * $15.80 estimate plus 15 % of the tomatoes' $12.60.
 */
export const HELD_ORDER: StaffOrder = {
  ...ORDER,
  number: 'TV-WE1GHED1',
  lines: [{ ...ORDER.lines[0], weighing: { estimatedGrams: 1000, actualGrams: null, chargedCents: null } }, ORDER.lines[1]],
  payment: { state: 'held', estimateCents: 1580, heldCents: 1769, chargedCents: null, holdEndsAt: '2026-11-19T14:06:00.000Z' },
};

/** The same order weighed: the tomatoes came to 2130 g, $13.42, so $16.62 was charged and the rest released. */
export const WEIGHED_ORDER: StaffOrder = {
  ...HELD_ORDER,
  lines: [{ ...HELD_ORDER.lines[0], weighing: { estimatedGrams: 1000, actualGrams: 2130, chargedCents: 1342 } }, ORDER.lines[1]],
  payment: { ...HELD_ORDER.payment, state: 'captured', chargedCents: 1662 },
};
