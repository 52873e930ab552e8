import { API_PATHS } from 'shared/src/api';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';
import type { OrderStore } from './orderStore';
import { shopperView } from './orderViews';
import type { CheckPayment } from './paymentCheckThrottle';

/** Stripe's ids (cs_test_...) and ours (test_...): letters, digits and underscores. */
const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;
const NOT_FOUND = 'No payment was found for this checkout session.';
export const LOOKUPS_RATE_LIMITED = 'Too many order look-ups from your address. Please wait a minute and try again.';

/**
 * What the success page asks after a payment. A pending order is confirmed with the provider
 * first, since the shopper may be back before the webhook arrives, or the webhook may never come;
 * `checkPayment` asks the provider at most once every few seconds per session, and `limitLookups`
 * bounds how often one address may ask at all.
 */
export function orderRoutes(orders: OrderStore, checkPayment: CheckPayment, limitLookups: Middleware): Router {
  const router = new Router();
  router.get(API_PATHS.orderBySession, limitLookups, async (ctx) => {
    const { sessionId } = ctx.params;
    ctx.set('Cache-Control', 'no-store');
    let order = SESSION_ID.test(sessionId) ? await orders.findBySession(sessionId) : null;
    if (!order) throw new RequestError(404, NOT_FOUND);
    // Null: not asked this time, or the provider did not answer; the stored order stands and the page asks again.
    if (order.status === 'pending') order = (await checkPayment(sessionId)) ?? order;
    ctx.body = shopperView(order);
  });
  return router;
}
