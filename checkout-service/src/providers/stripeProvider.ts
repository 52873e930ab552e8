import Stripe from 'stripe';
import type { StripeSettings } from '../config';
import { RequestError } from '../httpErrors';
import type { CheckoutOrder } from '../checkout/types';
import type { CheckoutSession, PaymentProvider } from './types';

export const STRIPE_UNAVAILABLE = 'The payment provider is not answering right now. Please try again in a moment.';
export const STRIPE_REFUSED = 'The payment provider could not start this checkout. Please try again later.';
export const STRIPE_NO_URL = 'The payment provider returned no checkout page address.';

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
 * Stripe's answers, mapped to what the shopper can act on: a 4xx means our request or our
 * account is wrong (retrying will not help), anything else (5xx, timeout, dropped connection)
 * is temporary. Both are a 502: the fault is upstream, never the shopper's.
 */
function toRequestError(error: unknown): RequestError {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode;
    const refused = typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
    return new RequestError(502, refused ? STRIPE_REFUSED : STRIPE_UNAVAILABLE);
  }
  return new RequestError(502, STRIPE_UNAVAILABLE);
}

export function createStripeProvider(settings: StripeSettings, log: (message: string, error: unknown) => void): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    timeout: settings.timeoutMs,
    maxNetworkRetries: settings.maxNetworkRetries,
    telemetry: false,
    appInfo: { name: 'terra-verde-checkout-service' },
  });

  return {
    name: 'stripe',
    async createSession(order: CheckoutOrder): Promise<CheckoutSession> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: order.lines.map(toLineItem),
            success_url: order.successUrl,
            cancel_url: order.cancelUrl,
          },
          // The browser's key makes a double submit or a retried request land on one session.
          order.idempotencyKey ? { idempotencyKey: order.idempotencyKey } : undefined,
        );
      } catch (error) {
        log('Stripe refused or failed a checkout session create', error);
        throw toRequestError(error);
      }
      if (!session.url) throw new RequestError(502, STRIPE_NO_URL);
      return { id: session.id, url: session.url };
    },
  };
}
