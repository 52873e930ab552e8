import Stripe from 'stripe';
import { RequestError } from '../../http/httpErrors';

export const STRIPE_UNAVAILABLE = 'The payment provider is not answering right now. Please try again in a moment.';
export const STRIPE_REFUSED = 'The payment provider could not start this checkout. Please try again later.';
export const STRIPE_NO_URL = 'The payment provider returned no checkout page address.';
export const STRIPE_NO_PAYMENT = 'The payment provider has no payment for this order to refund, so the order is unchanged.';

/**
 * Stripe's answers, mapped to what the shopper can act on: a 4xx means our request or our
 * account is wrong (retrying will not help), anything else (5xx, timeout, dropped connection)
 * is temporary. Both are a 502: the fault is upstream, never the shopper's.
 */
export function toRequestError(error: unknown, sentences = { refused: STRIPE_REFUSED, unavailable: STRIPE_UNAVAILABLE }): RequestError {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode;
    const refused = typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
    return new RequestError(502, refused ? sentences.refused : sentences.unavailable);
  }
  return new RequestError(502, sentences.unavailable);
}

/**
 * The payment intent behind an order's Checkout Session: what a refund, a capture or a release
 * names. Stripe's own failures are thrown as they are.
 */
export async function paymentIntentOf(stripe: Stripe, sessionId: string | null, noPayment = STRIPE_NO_PAYMENT): Promise<string> {
  if (!sessionId) throw new RequestError(502, noPayment);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) throw new RequestError(502, noPayment);
    throw error;
  }
  const intent = session.payment_intent;
  const id = typeof intent === 'string' ? intent : (intent?.id ?? null);
  if (!id) throw new RequestError(502, noPayment);
  return id;
}
