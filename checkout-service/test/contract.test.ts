import {
  ApiErrorSchema,
  CheckoutSessionSchema,
  PackingListSchema,
  ShopperOrderSchema,
  StaffOrderListSchema,
  type CheckoutSessionRequest,
  type ShopperOrder,
  type StaffOrder,
} from 'contract';
import { shopperView, staffView } from '../src/orders/orderViews';
import { CUSTOMER, postCheckout, serveForSuite, SITE, testConfig } from './support/fixtures';

/**
 * The service's answers are the contract's (contract/src/api): each is parsed with the schema the
 * browser and the scripts parse it with, so a change on one side fails here, not in a shopper's page.
 */
const TOKEN = 'contract-admin-token-0123456789abcdef';

/** A request typed by the contract: the checkout's own code builds it the same way. */
const REQUEST: CheckoutSessionRequest = {
  items: [
    { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 },
    { id: 2, quantity: 1 },
  ],
  success_url: `${SITE}/checkout/success`,
  cancel_url: `${SITE}/checkout/cancel`,
  customer: CUSTOMER,
};

/** The parse's own message names the first field that does not fit, which a bare `false` would not. */
function expectContract(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error).toBeUndefined();
  expect(parsed.success).toBe(true);
}

describe("the service answers in the contract's shapes", () => {
  const service = serveForSuite(testConfig({ adminToken: TOKEN }));
  const admin = (path: string) => service.http.get(path).set('Authorization', `Bearer ${TOKEN}`);

  it("a session, the shopper's order before and after Pay, the staff list and the packing list", async () => {
    const session = await postCheckout(service.http, REQUEST, 'contract-1');
    expect(session.status).toBe(200);
    expectContract(CheckoutSessionSchema, session.body);

    expectContract(ShopperOrderSchema, (await service.http.get(`/api/orders/by-session/${session.body.id}`)).body);
    await service.http.post(`/api/test-payment/${session.body.id}/pay`).set('Origin', SITE);
    const paid = (await service.http.get(`/api/orders/by-session/${session.body.id}`)).body;
    expectContract(ShopperOrderSchema, paid);
    expect(paid.status).toBe('paid');

    const list = await admin('/api/admin/orders');
    expectContract(StaffOrderListSchema, list.body);
    expect(list.body.orders).toHaveLength(1);
    const packing = await admin('/api/admin/packing');
    expectContract(PackingListSchema, packing.body);
  });

  it.each([
    ['a refused request', () => postCheckout(service.http, { ...REQUEST, items: [] }), 400],
    ['an unknown session', () => service.http.get('/api/orders/by-session/test_0000'), 404],
    ['a missing admin token', () => service.http.get('/api/admin/orders'), 401],
    ['an unknown path', () => service.http.get('/api/nothing-here'), 404],
  ])("%s is the contract's error sentence", async (_case, call, status) => {
    const res = await call();
    expect(res.status).toBe(status);
    expectContract(ApiErrorSchema, res.body);
  });
});

describe('the views are typed by the contract', () => {
  const order = {
    id: '00000000-0000-4000-8000-000000000000',
    number: 'TV-00000000',
    status: 'paid' as const,
    customer: { ...CUSTOMER, address2: null, phone: null, notes: null },
    currency: 'usd',
    totalCents: 1260,
    provider: 'local' as const,
    providerSessionId: 'test_0',
    checkoutUrl: null,
    createdAt: new Date(0),
    paidAt: new Date(1000),
    refundId: null,
    lateRefundId: null,
    browserKeyHash: null,
    pageToken: 'A'.repeat(43),
    fulfilment: { method: 'delivery' as const, pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
    payment: { state: 'at_once' as const, estimateCents: 1260, heldCents: null, chargedCents: null, holdEndsAt: null },
    balanceSessionId: null,
    lines: [{ productId: 1, title: 'Heirloom Tomatoes', unitPriceCents: 630, quantity: 2, lineTotalCents: 1260, weighing: null }],
  };

  it('each view of a stored order parses with its schema', () => {
    expectContract(ShopperOrderSchema, shopperView(order, { startedHere: true }));
    expectContract(ShopperOrderSchema, shopperView(order, { startedHere: false }));
    expectContract(StaffOrderListSchema, { orders: [staffView(order)], limit: 1 });
  });

  it('a view that leaves out a field of the contract does not compile', () => {
    // tsc (npm run typecheck) fails if either line below compiles: a view must fill every field.
    // @ts-expect-error `town` is missing
    const shopper: ShopperOrder = { number: 'TV-1', status: 'paid', firstName: null, currency: 'usd', totalCents: 0, lines: [] };
    // @ts-expect-error `providerSessionId` is missing
    const staff: StaffOrder = { ...staffView(order), providerSessionId: undefined };
    expect([shopper, staff]).toHaveLength(2);
  });
});
