import Router from '@koa/router';
import type { Middleware } from 'koa';
import { API_PATHS, type HoldsList } from 'contract';
import type { OrderStore } from '../orders/orderStore';
import { summaryView } from '../orders/orderViews';

/**
 * `GET /api/staff/holds`, behind a signed-in staff member: the card holds to weigh before they end
 * (within a day, soonest first) and those that ended, which the farm follows until the shopper has
 * paid by the pay link (docs/decisions/weighed-produce.md, step 5). That no answer is cached is the
 * staff area's guard (`staffArea` in src/staff/staffRoutes.ts).
 */
export function holdsRoutes(
  orders: Pick<OrderStore, 'holdsEndingSoon' | 'holdsLapsed'>,
  guards: { requireStaff: Middleware },
  now: () => number = Date.now,
): Router {
  const router = new Router();
  router.get(API_PATHS.staffHolds, guards.requireStaff, async (ctx) => {
    const [endingSoon, lapsed] = await Promise.all([orders.holdsEndingSoon(new Date(now())), orders.holdsLapsed()]);
    const body: HoldsList = { endingSoon: endingSoon.map(summaryView), lapsed: lapsed.map(summaryView) };
    ctx.body = body;
  });
  return router;
}
