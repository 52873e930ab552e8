import Stripe from 'stripe';
import { BILLING_COUNTRIES, billingCountryName, DELIVERY_SENTENCES, WEIGHING_SENTENCES } from 'contract';
import type { StripeSettings } from '../../config/paymentConfig';
import { RequestError } from '../../http/httpErrors';
import { withSessionId } from '../../checkout/returnUrls';
import { CHECKOUT_HOLD_MS } from '../checkoutHold';
import type { CheckoutSession, PaymentProvider, Refund, SessionClosing, SessionRequest, SessionState } from '../types';
import type { CheckoutOrder, PaymentOutcome, StoredCustomer, StoredOrder } from '../../domain';

import { chargedSessionOf } from '../chargedSession';
import { paymentIntentOf, STRIPE_NO_URL, toRequestError } from './stripeCalls';
import { stripeHolds } from './stripeHolds';

export { STRIPE_NO_PAYMENT, STRIPE_NO_URL, STRIPE_REFUSED, STRIPE_UNAVAILABLE } from './stripeCalls';
export const STRIPE_REFUND_UNAVAILABLE =
  'The payment provider is not answering right now, so nothing was refunded and the order is unchanged. Please try again in a moment.';
export const STRIPE_REFUND_REFUSED =
  'The payment provider refused this refund, so the order is unchanged; look at the payment in the Stripe dashboard.';
export const STRIPE_CLOSE_UNAVAILABLE =
  'The payment provider is not answering right now, so its payment page could not be closed and the order is unchanged. Please try again in a moment.';
const STRIPE_CLOSE_REFUSED =
  'The payment provider refused to close this checkout, so the order is unchanged; look at it in the Stripe dashboard.';

function toLineItem(line: CheckoutOrder['lines'][number]): Stripe.Checkout.SessionCreateParams.LineItem {
  return {
    quantity: line.quantity,
    price_data: {
      currency: 'usd',
      unit_amount: line.unitAmountCents,
      product_data: { name: line.title, images: [line.imageUrl] },
    },
  };
}

/**
 * The delivery fee the farm's rules decided, as a line of its own ("Delivery (Island)"), so Stripe
 * charges the order's total (docs/product.md#delivery-rules); none for a free delivery or a pickup.
 */
function feeLineItems({ fulfilment }: CheckoutOrder): Stripe.Checkout.SessionCreateParams.LineItem[] {
  if (fulfilment.feeCents === 0 || fulfilment.zone === null) return [];
  return [
    {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: fulfilment.feeCents,
        product_data: { name: DELIVERY_SENTENCES.feeLine(fulfilment.zone) },
      },
    },
  ];
}

const REFUND_ERRORS = { refused: STRIPE_REFUND_REFUSED, unavailable: STRIPE_REFUND_UNAVAILABLE };
const CLOSE_ERRORS = { refused: STRIPE_CLOSE_REFUSED, unavailable: STRIPE_CLOSE_UNAVAILABLE };

/**
 * An order with a weighed line is held, not charged: one more line, the weight allowance, makes
 * the session's total the hold the checkout promised (docs/decisions/weighed-produce.md).
 */
function allowanceLineItems({ heldCents, totalCents }: SessionRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  // No allowance line for a buffer of 0 %: Stripe refuses a line of no amount.
  if (heldCents === null || heldCents <= totalCents) return [];
  return [
    {
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: heldCents - totalCents, product_data: { name: WEIGHING_SENTENCES.allowanceLine } },
    },
  ];
}

/**
 * Stripe refuses an `expires_at` under 30 minutes from its own clock; a minute's margin keeps a
 * server clock that runs a little behind from being refused.
 */
const CLOCK_MARGIN_MS = 60_000;

/**
 * The session as this service asks for it: tied to the order, expiring with the checkout's hold on
 * the stock, and collecting an address only when the shop has none.
 */
function sessionParams(request: SessionRequest, now: number): Stripe.Checkout.SessionCreateParams {
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    expires_at: Math.ceil((now + CHECKOUT_HOLD_MS + CLOCK_MARGIN_MS) / 1000),
    line_items: [...request.lines.map(toLineItem), ...feeLineItems(request), ...allowanceLineItems(request)],
    success_url: withSessionId(request.successUrl, '{CHECKOUT_SESSION_ID}'),
    cancel_url: request.cancelUrl,
    client_reference_id: request.orderId,
    metadata: { order_id: request.orderId, order_number: request.orderNumber },
  };
  // The card is only authorised; the exact amount is captured once weighed, the rest released.
  const held = request.heldCents === null ? {} : { payment_intent_data: { capture_method: 'manual' as const } };
  // A pickup has its name, e-mail and phone from the form (the service requires them), and no address.
  if (request.customer) return { ...params, ...held, customer_email: request.customer.email };
  return {
    ...params,
    ...held,
    shipping_address_collection: { allowed_countries: BILLING_COUNTRIES.map((country) => country.code) },
    phone_number_collection: { enabled: true },
  };
}

/**
 * Paid once Stripe says so; an asynchronous payment (a bank debit) stays pending until it
 * settles, and has failed when its payment intent wants another payment method. A manual-capture
 * session completes `unpaid` with its intent in `requires_capture`: the card is authorised for
 * the hold, which is what paying an order with weighed produce means (docs/decisions/weighed-produce.md).
 */
function outcomeOf(session: Stripe.Checkout.Session): PaymentOutcome {
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete') return 'pending';
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  const intent = session.payment_intent;
  const intentStatus = typeof intent === 'object' && intent !== null ? intent.status : null;
  if (intentStatus === 'requires_capture') return 'paid';
  return intentStatus === 'requires_payment_method' || intentStatus === 'canceled' ? 'failed' : 'pending';
}

/** What Stripe's page collected: the shipping address and phone, when the shop sent no customer. */
function collectedCustomer(session: Stripe.Checkout.Session): Partial<StoredCustomer> | null {
  const shipping = session.collected_information?.shipping_details ?? null;
  const details = session.customer_details;
  if (!shipping && !details) return null;
  const name = (shipping?.name ?? details?.name ?? '').trim();
  const space = name.indexOf(' ');
  const address = shipping?.address ?? details?.address ?? null;
  return {
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? null : name.slice(space + 1),
    country: address?.country ? billingCountryName(address.country) : null,
    address1: address?.line1 ?? null,
    address2: address?.line2 ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    postcode: address?.postal_code ?? null,
    phone: details?.phone ?? null,
    email: details?.email ?? null,
  };
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    timeout: settings.timeoutMs,
    maxNetworkRetries: settings.maxNetworkRetries,
    telemetry: false,
    appInfo: { name: 'terra-verde-checkout-service' },
  });
}

export function createStripeProvider(
  stripe: Stripe,
  log: (message: string, error?: unknown) => void,
  now: () => number = Date.now,
): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(request: SessionRequest): Promise<CheckoutSession> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          sessionParams(request, now()),
          // The browser's key makes a double submit or a retried request land on one session.
          request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : undefined,
        );
      } catch (error) {
        log('Stripe refused or failed a checkout session create', error);
        throw toRequestError(error);
      }
      if (!session.url) throw new RequestError(502, STRIPE_NO_URL);
      return { id: session.id, url: session.url };
    },

    /**
     * Stripe's expire. It refuses (400) a session that is no longer open: then the session is read
     * to tell whether it was paid (complete) or had already expired.
     */
    async closeSession(sessionId: string): Promise<SessionClosing> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'closed';
      } catch (error) {
        const notOpen = error instanceof Stripe.errors.StripeError && (error.statusCode === 400 || error.statusCode === 404);
        if (!notOpen) {
          log(`Stripe did not expire checkout session ${sessionId}`, error);
          throw toRequestError(error, CLOSE_ERRORS);
        }
      }
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return 'closed';
        log(`Stripe did not answer for checkout session ${sessionId}`, error);
        throw toRequestError(error, CLOSE_ERRORS);
      }
      return session.status === 'complete' ? 'completed' : 'closed';
    },

    async retrieveSession(sessionId: string): Promise<SessionState | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        log('Stripe did not answer a checkout session retrieve', error);
        throw toRequestError(error);
      }
      return { outcome: outcomeOf(session), collected: collectedCustomer(session) };
    },

    /**
     * Refunds the whole payment through Stripe's Refunds API. The key is the order's, so a retry,
     * or two staff refunding at once, get Stripe's one refund back, never a second. The staff's
     * reason stays in the order's timeline; Stripe is told the customer asked.
     */
    async refund(order: StoredOrder): Promise<Refund> {
      let refund: Stripe.Refund;
      try {
        const paymentIntent = await paymentIntentOf(stripe, chargedSessionOf(order));
        refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { order_number: order.number } },
          { idempotencyKey: `refund-${order.id}` },
        );
      } catch (error) {
        if (error instanceof RequestError) throw error;
        log(`Stripe refused or failed the refund of order ${order.number}`, error);
        throw toRequestError(error, REFUND_ERRORS);
      }
      if (refund.status === 'failed' || refund.status === 'canceled') {
        log(`Stripe answered refund ${refund.id} of order ${order.number} with status ${refund.status}`);
        throw new RequestError(502, STRIPE_REFUND_REFUSED);
      }
      return { id: refund.id };
    },

    ...stripeHolds(stripe, log),
  };
}
