import Stripe from 'stripe';
import { checkoutBody, postCheckout, serve, type Service } from './support/fixtures';
import { stripeTestConfig } from './support/stripeSettings';
import { startStripeStandIn, type StripeStandIn } from './support/stripeStandIn.js';

const WEBHOOK_SECRET = 'whsec_test_lookups';
const signer = new Stripe('sk_test_signing_only');
const paid = { status: 'complete', payment_status: 'paid' } as const;

describe("the success page's order look-up, with Stripe", () => {
  let standIn: StripeStandIn;
  let service: Service;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    service = await serve(stripeTestConfig(standIn, { webhookSecret: WEBHOOK_SECRET }));
  });
  afterAll(async () => {
    await service.close();
    await standIn.close();
  });

  const newSession = async (key: string) => (await postCheckout(service.http, checkoutBody(), key)).body.id as string;
  const lookUp = (id: string) => service.http.get(`/api/orders/by-session/${id}`);
  /** The calls that reached Stripe asking about this session. */
  const retrievesOf = (id: string) =>
    standIn.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/checkout/sessions/${id}?`)).length;

  it('asks Stripe about a pending session at most once every few seconds, however often and however concurrently it is asked', async () => {
    const id = await newSession('burst');
    const answers = [];
    // 100 look-ups, 25 at a time: concurrent ones share one call to Stripe, later ones wait out its interval.
    for (let round = 0; round < 4; round++) answers.push(...(await Promise.all(Array.from({ length: 25 }, () => lookUp(id)))));
    expect(answers.map((res) => [res.status, res.body.status])).toEqual(Array(100).fill([200, 'pending']));
    expect(retrievesOf(id)).toBeGreaterThanOrEqual(1);
    // Two only if the 100 took longer than the interval on a busy machine.
    expect(retrievesOf(id)).toBeLessThanOrEqual(2);
  });

  it('lets the webhook confirm a payment at once, whatever the success page asked just before', async () => {
    const id = await newSession('webhook-after-look-up');
    expect((await lookUp(id)).body.status).toBe('pending');
    standIn.updateSession(id, paid);
    const payload = JSON.stringify({
      id: 'evt_lookup_paid',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', id } },
    });
    const delivered = await service.http
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);
    expect(delivered.status).toBe(200);
    expect(retrievesOf(id)).toBe(2);
    expect((await lookUp(id)).body.status).toBe('paid');
  });
});
