import Stripe from 'stripe';
import { checkoutBody, CUSTOMER, postCheckout, serve, type Service } from './support/fixtures';
import { stripeTestConfig } from './support/stripeSettings';
import { startStripeStandIn, type StandInSession, type StripeStandIn } from './support/stripeStandIn.js';

const WEBHOOK_SECRET = 'whsec_test_terraverde';
const stripe = new Stripe('sk_test_signing_only');

/** An event as Stripe sends it: the JSON body and its signature header. */
function signed(event: { id: string; type: string; session: Partial<StandInSession> & { id: string } }, secret = WEBHOOK_SECRET) {
  // Formatted with spaces and a non-ASCII name, as Stripe's bodies are: only the raw bytes verify.
  const payload = JSON.stringify(
    {
      id: event.id,
      object: 'event',
      type: event.type,
      data: { object: { object: 'checkout.session', customer_details: { name: 'Zoë' }, ...event.session } },
    },
    null,
    2,
  );
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe('POST /api/stripe/webhook', () => {
  let standIn: StripeStandIn;
  let service: Service;
  const logged: string[] = [];

  const config = (webhookSecret: string | null, port = standIn.port) => stripeTestConfig(standIn, { webhookSecret, port });

  // One stand-in and one service for the block (its sessions and events never collide); a
  // test that needs another set-up makes its own.
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    service = await serve(config(WEBHOOK_SECRET), undefined, (message) => logged.push(message));
  });
  beforeEach(() => {
    logged.length = 0;
  });
  afterAll(async () => {
    await service.close();
    await standIn.close();
  });

  /** Signs an event and posts it, as Stripe does, to a service: this block's unless a test made its own. */
  const deliverTo = (target: Service, event: Parameters<typeof signed>[0], secret?: string) => {
    const { payload, header } = signed(event, secret);
    return target.http
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', header)
      .send(payload);
  };
  const deliver = (event: Parameters<typeof signed>[0], secret?: string) => deliverTo(service, event, secret);
  const startCheckout = async (body = checkoutBody()) => (await postCheckout(service.http, body, `key-${Math.random()}`)).body.id as string;
  const orderOf = async (sessionId: string) => (await service.store.orders.findBySession(sessionId))!;
  const paid = { status: 'complete', payment_status: 'paid' } as const;

  it('marks the order paid when Stripe confirms the session, and answers 200', async () => {
    const id = await startCheckout(checkoutBody({ customer: CUSTOMER }));
    standIn.updateSession(id, paid);
    const res = await deliver({ id: 'evt_paid', type: 'checkout.session.completed', session: { id, ...paid } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await orderOf(id)).toMatchObject({ status: 'paid', customer: { firstName: 'Ana', city: 'Guelph' } });
    // fulfil asked Stripe itself rather than trusting the event's copy of the session.
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${id}?expand[0]=payment_intent` });
  });

  it('stores the address and phone Stripe collected when the checkout sent no customer', async () => {
    const id = await startCheckout();
    standIn.updateSession(id, {
      ...paid,
      customer_details: { email: 'ben@example.com', name: 'Ben Carter', phone: '+61 2 5550 1234', address: null },
      collected_information: {
        shipping_details: {
          name: 'Ben Carter',
          address: { line1: '4 Wattle St', line2: null, city: 'Ballarat', state: 'VIC', postal_code: '3350', country: 'AU' },
        },
      },
    });
    await deliver({ id: 'evt_collected', type: 'checkout.session.completed', session: { id } });
    expect((await orderOf(id)).customer).toEqual({
      firstName: 'Ben',
      lastName: 'Carter',
      country: 'Australia',
      address1: '4 Wattle St',
      address2: null,
      city: 'Ballarat',
      state: 'VIC',
      postcode: '3350',
      phone: '+61 2 5550 1234',
      email: 'ben@example.com',
      notes: null,
    });
  });

  it.each([
    [
      'a signature made with another secret',
      (d: typeof deliver) => d({ id: 'evt_x', type: 'checkout.session.completed', session: { id: 'cs_x' } }, 'whsec_someone_else'),
    ],
    [
      'a body changed after signing',
      async () => {
        const { header } = signed({ id: 'evt_y', type: 'checkout.session.completed', session: { id: 'cs_y' } });
        return service.http
          .post('/api/stripe/webhook')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', header)
          .send('{"id":"evt_y","type":"checkout.session.completed"}');
      },
    ],
  ])('refuses %s with a 400 JSON sentence', async (_case, send) => {
    const res = await send(deliver);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The webhook signature could not be verified.', code: 'validation' });
  });

  it('refuses a call without a signature with a 400 JSON sentence', async () => {
    const res = await service.http.post('/api/stripe/webhook').set('Content-Type', 'application/json').send('{}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The Stripe-Signature header is missing.', code: 'validation' });
  });

  it('changes nothing when an event is replayed', async () => {
    const id = await startCheckout();
    standIn.updateSession(id, paid);
    await deliver({ id: 'evt_once', type: 'checkout.session.completed', session: { id } });
    const { paidAt } = await orderOf(id);
    const asked = standIn.requests.length;
    const replay = await deliver({ id: 'evt_once', type: 'checkout.session.completed', session: { id } });
    expect(replay.status).toBe(200);
    expect(await orderOf(id)).toMatchObject({ status: 'paid', paidAt });
    expect(standIn.requests).toHaveLength(asked);
  });

  it('changes nothing when an expiry arrives after the payment (events out of order)', async () => {
    const id = await startCheckout();
    standIn.updateSession(id, paid);
    await deliver({ id: 'evt_paid_first', type: 'checkout.session.completed', session: { id } });
    standIn.updateSession(id, { status: 'expired' });
    const late = await deliver({ id: 'evt_expired_late', type: 'checkout.session.expired', session: { id, status: 'expired' } });
    expect(late.status).toBe(200);
    expect((await orderOf(id)).status).toBe('paid');
  });

  it('follows an asynchronous payment: pending when completed unpaid, then paid or failed', async () => {
    const succeeds = await startCheckout();
    const fails = await startCheckout();
    for (const id of [succeeds, fails]) {
      standIn.updateSession(id, {
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: { id: `pi_${id}`, object: 'payment_intent', status: 'processing' },
      });
      await deliver({ id: `evt_completed_${id}`, type: 'checkout.session.completed', session: { id } });
      expect((await orderOf(id)).status).toBe('pending');
    }
    standIn.updateSession(succeeds, {
      payment_status: 'paid',
      payment_intent: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' },
    });
    await deliver({ id: 'evt_async_ok', type: 'checkout.session.async_payment_succeeded', session: { id: succeeds } });
    standIn.updateSession(fails, { payment_intent: { id: 'pi_2', object: 'payment_intent', status: 'requires_payment_method' } });
    await deliver({ id: 'evt_async_failed', type: 'checkout.session.async_payment_failed', session: { id: fails } });
    expect((await orderOf(succeeds)).status).toBe('paid');
    expect((await orderOf(fails)).status).toBe('failed');
  });

  it('marks an abandoned session expired', async () => {
    const id = await startCheckout();
    standIn.updateSession(id, { status: 'expired' });
    await deliver({ id: 'evt_expired', type: 'checkout.session.expired', session: { id } });
    expect((await orderOf(id)).status).toBe('expired');
  });

  it('answers 200 for a session of no order, and logs it once even when replayed', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await deliver({ id: 'evt_stranger', type: 'checkout.session.completed', session: { id: 'cs_not_ours' } });
      expect(res.status).toBe(200);
    }
    expect(logged).toEqual([
      'Stripe event evt_stranger (checkout.session.completed) names session cs_not_ours, which matches no order; ignored.',
    ]);
  });

  it('acknowledges events it does not handle without acting on them', async () => {
    const res = await deliver({ id: 'evt_other', type: 'checkout.session.async_payment_pending' as string, session: { id: 'cs_any' } });
    expect(res.status).toBe(200);
    expect(logged).toEqual([]);
  });

  it('answers 502 when Stripe cannot be asked, so Stripe delivers the event again later', async () => {
    const id = await startCheckout();
    const { port } = standIn;
    // Stripe unreachable: the service's SDK is pointed at a closed port.
    const unreachable = await startStripeStandIn();
    await unreachable.close();
    const cut = await serve(config(WEBHOOK_SECRET, unreachable.port), service.store);
    try {
      const res = await deliverTo(cut, { id: 'evt_retry', type: 'checkout.session.completed', session: { id } });
      expect(res.status).toBe(502);
      expect((await orderOf(id)).status).toBe('pending');
    } finally {
      await cut.close();
    }
    // Not recorded: the next delivery of the same event is acted on.
    expect(standIn.port).toBe(port);
    standIn.updateSession(id, paid);
    await deliver({ id: 'evt_retry', type: 'checkout.session.completed', session: { id } });
    expect((await orderOf(id)).status).toBe('paid');
  });

  it('does not exist without STRIPE_WEBHOOK_SECRET', async () => {
    const withoutSecret = await serve(config(null));
    try {
      const res = await deliverTo(withoutSecret, { id: 'evt_z', type: 'checkout.session.completed', session: { id: 'cs_z' } });
      expect(res.status).toBe(404);
    } finally {
      await withoutSecret.close();
    }
  });
});
