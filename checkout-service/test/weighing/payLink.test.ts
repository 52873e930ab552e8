import Stripe from 'stripe';
import { API_PATHS, orderByTokenPath, orderPagePath, pathWith } from 'contract';
import type { StoredOrder } from '../../src/domain';
import { balancePaidNote } from '../../src/weighing/balancePayment';
import { PAY_LINK_SENTENCES } from '../../src/weighing/payLinkPage';
import { BACKENDS } from '../support/backends';
import { SITE } from '../support/fixtures';
import { stripeTestConfig } from '../support/stripeSettings';
import { startStripeStandIn, type StripeStandIn } from '../support/stripeStandIn.js';
import { heldOrder, holdsService, HOUR, setPayment } from './holdsSupport';

/** What the weights came to once the hold had ended: the pay link asks for exactly this. */
const EXACT = 1302;
const WEBHOOK_SECRET = 'whsec_test_paylink';

const payLink = (order: StoredOrder) => pathWith(API_PATHS.orderBalancePayment, { token: order.pageToken });
const orderPage = (order: StoredOrder) => `${SITE}${orderPagePath(order.pageToken)}`;
const paidNotes = async (shop: ReturnType<typeof holdsService>, order: StoredOrder) =>
  (await shop.store.orders.events(order.id)).filter((event) => event.note === balancePaidNote(EXACT));

/** An order weighed after its hold ended: its pay link sent, for the exact amount (as the weights call leaves it). */
async function linkSent(shop: ReturnType<typeof holdsService>, standIn?: StripeStandIn): Promise<StoredOrder> {
  const order = await heldOrder(shop.store, shop.db, { holdEndsAt: new Date(Date.now() - HOUR), standIn });
  return setPayment(shop.store, shop.db, order, { state: 'pay_link_sent', chargedCents: EXACT });
}

describe.each(BACKENDS)('the pay link, with the local test payments (%s)', (_name, fresh) => {
  const shop = holdsService(fresh);
  const open = (order: StoredOrder) => shop.service.http.get(payLink(order));

  it('opens a payment page for the exact amount, charged at once, the same one again, kept with the order', async () => {
    const order = await linkSent(shop);

    const res = await open(order);

    expect(res.status).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const balance = (await shop.store.localPayments.byOrder(order.id, 'balance'))!;
    expect(balance).toMatchObject({
      amountCents: EXACT,
      hold: false,
      state: 'open',
      successUrl: orderPage(order),
      cancelUrl: orderPage(order),
    });
    expect(res.headers.location).toBe(`${SITE}${API_PATHS.testPayment}/${balance.sessionId}`);
    expect((await shop.store.orders.findById(order.id))!.balanceSessionId).toBe(balance.sessionId);

    expect((await open(order)).headers.location).toBe(res.headers.location);
  });

  it('records the payment once when the shopper pays, and the link then leads to the order page', async () => {
    const order = await linkSent(shop);
    await open(order);
    const { sessionId } = (await shop.store.localPayments.byOrder(order.id, 'balance'))!;
    const pay = () => shop.service.http.post(`${API_PATHS.testPayment}/${sessionId}/pay`).set('Sec-Fetch-Site', 'same-origin');

    const paid = await pay();

    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`${orderPage(order)}?session_id=${sessionId}`);
    expect((await shop.store.orders.findById(order.id))!).toMatchObject({
      status: 'paid',
      payment: { state: 'captured', chargedCents: EXACT },
    });
    await pay();
    expect(await paidNotes(shop, order)).toEqual([
      { at: expect.any(Date), from: 'paid', to: 'paid', actor: 'system', note: balancePaidNote(EXACT) },
    ]);
    expect(balancePaidNote(EXACT)).toBe('The shopper paid the exact amount $13.02 by the pay link');

    const again = await open(order);
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(orderPage(order));
  });

  it('shows the order paid on its page right after the return, before any confirmation came', async () => {
    const order = await linkSent(shop);
    await open(order);
    const { sessionId } = (await shop.store.localPayments.byOrder(order.id, 'balance'))!;
    // Paid at the provider, and nobody told the service yet.
    await shop.store.localPayments.settle(sessionId, 'paid', new Date(0));

    const res = await shop.service.http.get(orderByTokenPath(order.pageToken));

    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ state: 'captured', chargedCents: EXACT });
    expect(await paidNotes(shop, order)).toHaveLength(1);
  });

  it('sends an order that waits for no pay link to its own page, and opens nothing', async () => {
    const order = await heldOrder(shop.store, shop.db, { holdEndsAt: new Date(Date.now() + 48 * HOUR) });

    const res = await open(order);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(orderPage(order));
    expect(await shop.store.localPayments.byOrder(order.id, 'balance')).toBeNull();
  });

  it.each([
    ['not a token at all', 'not-a-token'],
    ['a token of no order', 'A'.repeat(43)],
  ])('answers a link with %s with a small page that says so, never a fault of ours', async (_case, token) => {
    const res = await shop.service.http.get(pathWith(API_PATHS.orderBalancePayment, { token }));
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(PAY_LINK_SENTENCES.notFound);
  });
});

describe.each(BACKENDS)('the pay link, with Stripe (%s)', (_name, fresh) => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());
  const shop = holdsService(fresh, () => stripeTestConfig(standIn, { webhookSecret: WEBHOOK_SECRET }));

  /** A Checkout Session's event as Stripe sends it, signed. */
  const deliver = (id: string, sessionId: string) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', metadata: { purpose: 'balance' } },
      },
    });
    const header = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return shop.service.http
      .post(API_PATHS.stripeWebhook)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload);
  };

  it('opens a Checkout Session for the exact amount, charged at once, and records its payment once however often Stripe says so', async () => {
    const order = await linkSent(shop, standIn);
    standIn.requests.length = 0;

    const res = await shop.service.http.get(payLink(order));

    expect(res.status).toBe(303);
    const created = standIn.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!;
    const params = new URLSearchParams(created.body);
    expect(params.get('mode')).toBe('payment');
    expect(params.get('line_items[0][price_data][unit_amount]')).toBe(String(EXACT));
    expect(params.get('line_items[1][quantity]')).toBeNull();
    expect(params.get('payment_intent_data[capture_method]')).toBeNull();
    expect(params.get('metadata[purpose]')).toBe('balance');
    expect(params.get('success_url')).toBe(`${orderPage(order)}?session_id={CHECKOUT_SESSION_ID}`);
    const { balanceSessionId } = (await shop.store.orders.findById(order.id))!;
    expect(res.headers.location).toBe(`https://checkout.stripe.test/c/pay/${balanceSessionId}`);

    standIn.completeSession(balanceSessionId!);
    for (const event of ['evt_balance_paid', 'evt_balance_paid', 'evt_balance_paid_again']) {
      expect((await deliver(event, balanceSessionId!)).status).toBe(200);
    }

    expect((await shop.store.orders.findById(order.id))!.payment).toMatchObject({ state: 'captured', chargedCents: EXACT });
    expect(await paidNotes(shop, order)).toHaveLength(1);
  });
});
