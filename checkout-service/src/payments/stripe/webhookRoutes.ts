import { API_PATHS } from 'contract';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type Stripe from 'stripe';
import type { Logger } from '../../logger';
import { RequestError } from '../../http/httpErrors';
import type { Fulfil } from '../../orders/fulfil';

/** The Checkout events that can move an order; Stripe sends only those the endpoint subscribes to. */
const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** Stripe's events are a few kilobytes; a megabyte is far more than any. */
const WEBHOOK_BODY_LIMIT = '1mb';

/**
 * Keeps the body exactly as received (`ctx.request.rawBody`): the signature covers those bytes,
 * and Stripe only sends UTF-8 JSON, so the decoded text re-encodes to the same bytes.
 */
const keepRawBody = bodyParser({
  enableTypes: ['json'],
  jsonLimit: WEBHOOK_BODY_LIMIT,
  onError() {
    throw new RequestError(400, 'The webhook body is not valid JSON.');
  },
});

/**
 * Stripe's calls about checkout sessions. Each verified event asks `fulfil`, with the event id
 * recorded in the same transaction as the change, so a replayed or late event changes nothing.
 */
export function webhookRoutes(stripe: Stripe, secret: string, fulfil: Fulfil, log: Logger): Router {
  const router = new Router();
  router.post(API_PATHS.stripeWebhook, keepRawBody, async (ctx) => {
    const signature = ctx.get('Stripe-Signature');
    if (!signature) throw new RequestError(400, 'The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(ctx.request.rawBody ?? '', signature, secret);
    } catch {
      throw new RequestError(400, 'The webhook signature could not be verified.');
    }
    ctx.body = { received: true };
    if (!HANDLED_EVENTS.has(event.type)) return;
    const session = event.data.object as Stripe.Checkout.Session;
    const result = await fulfil(session.id, { id: event.id, type: event.type });
    if (!result.order && !result.duplicateEvent)
      log(`Stripe event ${event.id} (${event.type}) names session ${session.id}, which matches no order; ignored.`);
  });
  return router;
}
