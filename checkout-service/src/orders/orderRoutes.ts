import Router from '@koa/router';
import type { Logger } from '../app';
import { RequestError } from '../httpErrors';
import type { OrderStore } from '../store/orderStore';
import type { Fulfil } from './fulfil';
import { shopperView } from './orderViews';

/** Stripe's ids (cs_test_...) and ours (test_...): letters, digits and underscores. */
const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;
const NOT_FOUND = 'No payment was found for this checkout session.';

/**
 * What the success page asks after a payment. A pending order is confirmed with the provider
 * first, since the shopper may be back before the webhook arrives, or the webhook may never come.
 */
export function orderRoutes(orders: OrderStore, fulfil: Fulfil, log: Logger): Router {
  const router = new Router();
  router.get('/api/orders/by-session/:sessionId', async (ctx) => {
    const { sessionId } = ctx.params;
    ctx.set('Cache-Control', 'no-store');
    let order = SESSION_ID.test(sessionId) ? await orders.findBySession(sessionId) : null;
    if (!order) throw new RequestError(404, NOT_FOUND);
    if (order.status === 'pending') {
      try {
        order = (await fulfil(sessionId)).order ?? order;
      } catch (error) {
        // The provider did not answer: the order stays pending and the page asks again.
        log(`Could not confirm the payment of order ${order.number} with the provider`, error);
      }
    }
    ctx.body = shopperView(order);
  });
  return router;
}
