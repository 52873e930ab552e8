import { findProductById, productPriceCents } from 'contract';
import type { StripeSettings } from '../src/config/paymentConfig';
import { STRIPE_NO_URL, STRIPE_REFUSED, STRIPE_UNAVAILABLE } from '../src/payments/stripe/stripeProvider';
import { checkoutBody, CUSTOMER, postCheckout, serve, SITE } from './support/fixtures';
import { STAND_IN_SECRET, stripeTestConfig } from './support/stripeSettings';
import { DEFAULT_SESSION, startStripeStandIn, type StandInAnswer } from './support/stripeStandIn.js';

/** A stand-in and a service pointed at it, for one test. */
async function withStripe(respond: ((index: number) => StandInAnswer) | undefined, settings: Partial<StripeSettings> = {}) {
  const standIn = await startStripeStandIn(respond ? { respond: (_req, index) => respond(index) } : {});
  const service = await serve(stripeTestConfig(standIn, settings));
  return { standIn, service, close: async () => Promise.all([service.close(), standIn.close()]) };
}

const stripeError = (status: number, type: string, message: string, headers: Record<string, string> = {}): StandInAnswer => ({
  status,
  body: { error: { type, message } },
  headers,
});

describe('Stripe provider, against a local stand-in for the Stripe API', () => {
  it("sends the exact form-encoded create request, priced from the catalogue, with the browser's idempotency key", async () => {
    const { standIn, service, close } = await withStripe(undefined);
    try {
      const tampered = checkoutBody({
        items: [
          { id: 1, title: 'Free', price: 0, thumb: 'x.svg', quantity: 2 },
          { id: 2, quantity: 1 },
          { id: 1, quantity: 1 },
        ],
      });
      const sentAt = Date.now();
      const res = await postCheckout(service.http, tampered, 'attempt-42');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: DEFAULT_SESSION.id, url: DEFAULT_SESSION.url });

      expect(standIn.requests).toHaveLength(1);
      const [sent] = standIn.requests;
      expect(sent.method).toBe('POST');
      expect(sent.path).toBe('/v1/checkout/sessions');
      expect(sent.headers.authorization).toBe(`Bearer ${STAND_IN_SECRET}`);
      expect(sent.headers['idempotency-key']).toBe('attempt-42');
      expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');

      const tomato = findProductById(1)!;
      const apple = findProductById(2)!;
      const order = (await service.store.orders.findBySession(DEFAULT_SESSION.id))!;
      expect(order).toMatchObject({
        status: 'pending',
        provider: 'stripe',
        totalCents: productPriceCents(tomato) * 3 + productPriceCents(apple),
      });
      // The session expires with the checkout's 30-minute hold on the stock, plus a minute for clock drift (Stripe's minimum is 30).
      const expiresAt = Number(/expires_at=(\d+)/.exec(sent.body)?.[1]);
      expect(expiresAt * 1000).toBeGreaterThanOrEqual(sentAt + 30 * 60_000);
      expect(expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 31 * 60_000 + 1000);
      const expected: Array<[string, string]> = [
        ['mode', 'payment'],
        ['expires_at', String(expiresAt)],
        ['line_items[0][quantity]', '3'],
        ['line_items[0][price_data][currency]', 'usd'],
        ['line_items[0][price_data][unit_amount]', String(productPriceCents(tomato))],
        ['line_items[0][price_data][product_data][name]', tomato.title],
        ['line_items[0][price_data][product_data][images][0]', `${SITE}/assets/products/${tomato.thumb}`],
        ['line_items[1][quantity]', '1'],
        ['line_items[1][price_data][currency]', 'usd'],
        ['line_items[1][price_data][unit_amount]', String(productPriceCents(apple))],
        ['line_items[1][price_data][product_data][name]', apple.title],
        ['line_items[1][price_data][product_data][images][0]', `${SITE}/assets/products/${apple.thumb}`],
        ['success_url', `${SITE}/checkout/success?session_id={CHECKOUT_SESSION_ID}`],
        ['cancel_url', `${SITE}/checkout/cancel`],
        ['client_reference_id', order.id],
        ['metadata[order_id]', order.id],
        ['metadata[order_number]', order.number],
        // Without the shopper's details, Stripe's page collects where to deliver.
        ['shipping_address_collection[allowed_countries][0]', 'AU'],
        ['shipping_address_collection[allowed_countries][1]', 'CA'],
        ['shipping_address_collection[allowed_countries][2]', 'CN'],
        ['shipping_address_collection[allowed_countries][3]', 'JP'],
        ['shipping_address_collection[allowed_countries][4]', 'BD'],
        ['phone_number_collection[enabled]', 'true'],
      ];
      // The SDK leaves the brackets of keys as they are and percent-encodes values.
      expect(sent.body).toBe(expected.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));
    } finally {
      await close();
    }
  });

  it('answers a double submit with one Stripe session: the stored order answers the repeat without asking Stripe again', async () => {
    const { standIn, service, close } = await withStripe(undefined);
    try {
      const first = await postCheckout(service.http, checkoutBody(), 'same-attempt');
      const again = await postCheckout(service.http, checkoutBody(), 'same-attempt');
      expect(again.body).toEqual(first.body);
      expect(standIn.requests.map((r) => r.headers['idempotency-key'])).toEqual(['same-attempt']);
    } finally {
      await close();
    }
  });

  it("sends the shopper's e-mail and collects no address when the checkout form sent the customer", async () => {
    const { standIn, service, close } = await withStripe(undefined);
    try {
      const res = await postCheckout(service.http, checkoutBody({ customer: CUSTOMER }), 'with-customer');
      expect(res.status).toBe(200);
      const params = new URLSearchParams(standIn.requests[0].body);
      expect(params.get('customer_email')).toBe(CUSTOMER.email);
      expect([...params.keys()].filter((key) => /shipping|phone/.test(key))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('retries a failed call with the same idempotency key, so the retry cannot create a second session', async () => {
    const { standIn, service, close } = await withStripe(
      (i) => (i === 0 ? stripeError(500, 'api_error', 'boom') : { status: 200, body: DEFAULT_SESSION }),
      {
        maxNetworkRetries: 1,
      },
    );
    try {
      const res = await postCheckout(service.http, checkoutBody(), 'retry-me');
      expect(res.status).toBe(200);
      expect(standIn.requests.map((r) => r.headers['idempotency-key'])).toEqual(['retry-me', 'retry-me']);
    } finally {
      await close();
    }
  });

  it.each([
    ['a 400 invalid request', stripeError(400, 'invalid_request_error', 'Invalid URL'), STRIPE_REFUSED],
    ['a 401 bad key', stripeError(401, 'invalid_request_error', 'Invalid API Key provided'), STRIPE_REFUSED],
    ['a 402 card error', stripeError(402, 'card_error', 'declined'), STRIPE_REFUSED],
    ['a 429 rate limit', stripeError(429, 'rate_limit_error', 'slow down'), STRIPE_UNAVAILABLE],
    ['a 500 server error', stripeError(500, 'api_error', 'internal', { 'Stripe-Should-Retry': 'false' }), STRIPE_UNAVAILABLE],
    ['a 503 outage', stripeError(503, 'api_error', 'unavailable', { 'Stripe-Should-Retry': 'false' }), STRIPE_UNAVAILABLE],
    ['a session without url', { status: 200, body: { id: 'cs_test_nourl', object: 'checkout.session', url: null } }, STRIPE_NO_URL],
  ])('turns %s into a 502 with a clear message and no Stripe detail', async (_case, answer, error) => {
    const { service, close } = await withStripe(() => answer);
    try {
      const res = await postCheckout(service.http, checkoutBody(), 'k1');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error, code: 'provider_failed' });
    } finally {
      await close();
    }
  });

  it('gives up on a Stripe that does not answer within the timeout, with a 502', async () => {
    const { standIn, service, close } = await withStripe(() => ({ status: 200, body: DEFAULT_SESSION, delayMs: 5000 }), { timeoutMs: 300 });
    try {
      const started = Date.now();
      const res = await postCheckout(service.http, checkoutBody(), 'slow');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: STRIPE_UNAVAILABLE, code: 'provider_failed' });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(standIn.requests).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('answers a 502 when Stripe cannot be reached at all', async () => {
    const standIn = await startStripeStandIn();
    await standIn.close();
    const service = await serve(stripeTestConfig(standIn));
    try {
      const res = await postCheckout(service.http, checkoutBody(), 'down');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: STRIPE_UNAVAILABLE, code: 'provider_failed' });
    } finally {
      await service.close();
    }
  });

  it('still validates before calling Stripe, and serves no test-payment page', async () => {
    const { standIn, service, close } = await withStripe(undefined);
    try {
      const res = await postCheckout(service.http, checkoutBody({ success_url: 'https://evil.example/' }));
      expect(res.status).toBe(400);
      expect(standIn.requests).toHaveLength(0);
      expect((await service.http.get('/api/test-payment/anything')).status).toBe(404);
      expect((await service.http.get('/healthz')).body).toEqual({ status: 'ok', provider: 'stripe' });
    } finally {
      await close();
    }
  });
});
