import Stripe from 'stripe';
import { RequestError } from '../../http/httpErrors';
import { withSessionId } from '../../checkout/returnUrls';
import { balanceLineTitle } from '../balanceLine';
import { paymentIntentOf, STRIPE_NO_URL, toRequestError } from './stripeCalls';
import type { BalanceRequest, CaptureResult, CheckoutSession, PaymentProvider } from '../types';
import type { StoredOrder } from '../../domain';

const STRIPE_CAPTURE_UNAVAILABLE =
  'The payment provider is not answering right now, so nothing was charged and the order is unchanged. Please try again in a moment.';
export const STRIPE_CAPTURE_REFUSED =
  'The payment provider refused to charge this card hold, so the order is unchanged; look at the payment in the Stripe dashboard.';
const STRIPE_RELEASE_UNAVAILABLE =
  'The payment provider is not answering right now, so the card hold was not released and the order is unchanged. Please try again in a moment.';
export const STRIPE_RELEASE_REFUSED =
  'The payment provider refused to release this card hold, so the order is unchanged; look at the payment in the Stripe dashboard.';
const STRIPE_NO_HOLD = 'The payment provider has no card hold for this order, so the order is unchanged.';

const CAPTURE_ERRORS = { refused: STRIPE_CAPTURE_REFUSED, unavailable: STRIPE_CAPTURE_UNAVAILABLE };
const RELEASE_ERRORS = { refused: STRIPE_RELEASE_REFUSED, unavailable: STRIPE_RELEASE_UNAVAILABLE };

/** The intent's status Stripe gave with a refusal of a capture or cancel, when it gave one. */
const refusedIntentStatus = (error: unknown): string | null =>
  error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state'
    ? (error.payment_intent?.status ?? null)
    : null;

/**
 * A hold that ended before capture: Stripe refuses the capture as expired, or the intent was
 * cancelled (Stripe cancels an authorisation it can no longer capture).
 */
const holdEnded = (error: unknown): boolean =>
  (error instanceof Stripe.errors.StripeError && error.code === 'charge_expired_for_capture') || refusedIntentStatus(error) === 'canceled';

/**
 * The card hold of an order with weighed produce (docs/decisions/weighed-produce.md): captured
 * for the exact amount once weighed, released whole when the order is cancelled or refunded
 * first, and, when it ended before capture, a new Checkout Session for the exact amount (the pay
 * link). Each call has an idempotency key of the order's, so a retry gets Stripe's one answer.
 */
export function stripeHolds(
  stripe: Stripe,
  log: (message: string, error?: unknown) => void,
): Pick<PaymentProvider, 'capture' | 'releaseHold' | 'createBalanceSession'> {
  return {
    /**
     * `paymentIntents.capture` with `amount_to_capture`: Stripe takes that and releases the rest.
     * A capture that already happened (its intent `succeeded`) is `captured`; an ended hold `lapsed`.
     */
    async capture(order: StoredOrder, amountCents: number): Promise<CaptureResult> {
      try {
        const paymentIntent = await paymentIntentOf(stripe, order.providerSessionId, STRIPE_NO_HOLD);
        const intent = await stripe.paymentIntents.capture(
          paymentIntent,
          { amount_to_capture: amountCents },
          { idempotencyKey: `capture-${order.id}` },
        );
        if (intent.status === 'canceled') return 'lapsed';
        if (intent.status === 'succeeded' || intent.status === 'processing') return 'captured';
        log(`Stripe answered the capture of order ${order.number} with status ${intent.status}`);
        throw new RequestError(502, STRIPE_CAPTURE_REFUSED);
      } catch (error) {
        if (error instanceof RequestError) throw error;
        if (holdEnded(error)) return 'lapsed';
        if (refusedIntentStatus(error) === 'succeeded') return 'captured';
        log(`Stripe refused or failed the capture of order ${order.number}`, error);
        throw toRequestError(error, CAPTURE_ERRORS);
      }
    },

    /** `paymentIntents.cancel`: the whole hold goes back to the card. An intent already cancelled is released already. */
    async releaseHold(order: StoredOrder): Promise<void> {
      try {
        const paymentIntent = await paymentIntentOf(stripe, order.providerSessionId, STRIPE_NO_HOLD);
        await stripe.paymentIntents.cancel(paymentIntent, {}, { idempotencyKey: `release-${order.id}` });
      } catch (error) {
        if (error instanceof RequestError) throw error;
        if (refusedIntentStatus(error) === 'canceled') return;
        log(`Stripe refused or failed the release of order ${order.number}'s card hold`, error);
        throw toRequestError(error, RELEASE_ERRORS);
      }
    },

    /**
     * A Checkout Session charged at once for the exact amount, one line, tied to the order with
     * `purpose: 'balance'`. The key holds the amount, so the same link opens the same session.
     */
    async createBalanceSession({ order, amountCents, successUrl, cancelUrl }: BalanceRequest): Promise<CheckoutSession> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: balanceLineTitle(order.number) } },
              },
            ],
            success_url: withSessionId(successUrl, '{CHECKOUT_SESSION_ID}'),
            cancel_url: cancelUrl,
            client_reference_id: order.id,
            metadata: { order_id: order.id, order_number: order.number, purpose: 'balance' },
            ...(order.customer.email ? { customer_email: order.customer.email } : {}),
          },
          { idempotencyKey: `balance-${order.id}-${amountCents}` },
        );
      } catch (error) {
        log(`Stripe refused or failed the pay-link session of order ${order.number}`, error);
        throw toRequestError(error);
      }
      if (!session.url) throw new RequestError(502, STRIPE_NO_URL);
      return { id: session.id, url: session.url };
    },
  };
}
