import { API_PATHS } from 'contract';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';
import type { OrderStore } from './orderStore';
import { shopperPageView, shopperView } from './orderViews';
import { PAGE_TOKEN } from './pageToken';
import type { CheckPayment } from './paymentCheckThrottle';
import type { CheckoutCookie } from '../checkout/checkoutCookie';

/** Stripe's ids (cs_test_...) and ours (test_...): letters, digits and underscores. */
const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;
const NOT_FOUND = 'No payment was found for this checkout session.';
const NO_ORDER_PAGE = 'This order link is not valid.';
export const LOOKUPS_RATE_LIMITED = 'Too many order look-ups from your address. Please wait a minute and try again.';

/**
 * What the success page asks after a payment, and what the shopper's order page asks. A pending order is confirmed with the provider
 * first, since the shopper may be back before the webhook arrives, or the webhook may never come;
 * `checkPayment` asks the provider at most once every few seconds per session, and `limitLookups`
 * bounds how often one address may ask at all.
 */
export function orderRoutes(orders: OrderStore, checkPayment: CheckPayment, limitLookups: Middleware, cookie: CheckoutCookie): Router {
  const router = new Router();
  router.get(API_PATHS.orderBySession, limitLookups, async (ctx) => {
    const { sessionId } = ctx.params;
    ctx.set('Cache-Control', 'no-store');
    let order = SESSION_ID.test(sessionId) ? await orders.findBySession(sessionId) : null;
    if (!order) throw new RequestError(404, NOT_FOUND);
    // Null: not asked this time, or the provider did not answer; the stored order stands and the page asks again.
    if (order.status === 'pending') order = (await checkPayment(sessionId)) ?? order;
    // The order page's secret goes only to the browser that started the checkout (docs/decisions/checkout-cookie.md).
    ctx.body = shopperView(order, { startedHere: order.browserKeyHash !== null && cookie.presented(ctx) === order.browserKeyHash });
  });
  // The shopper's own order page, by its secret link. The token is compared as it is (a unique
  // index's exact match); the stored order answers, since a paid order's later changes are the
  // staff's and a pending one is confirmed by the success page or the webhook. Counted with the
  // look-ups above, per address.
  router.get(API_PATHS.orderByToken, limitLookups, async (ctx) => {
    const { token } = ctx.params;
    ctx.set('Cache-Control', 'no-store');
    let order = PAGE_TOKEN.test(token) ? await orders.findByPageToken(token) : null;
    if (!order) throw new RequestError(404, NO_ORDER_PAGE);
    // Back from paying by the pay link, the shopper may be ahead of the webhook: its session is asked
    // about as the success page's is (docs/decisions/weighed-produce.md, step 5).
    if (order.payment.state === 'pay_link_sent' && order.balanceSessionId) order = (await checkPayment(order.balanceSessionId)) ?? order;
    ctx.body = shopperPageView(order);
  });
  return router;
}
