import Router from '@koa/router';
import { API_PATHS } from 'shared/src/api';
import type { Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';
import { jsonBody } from '../http/jsonBody';
import type { StartCheckout } from './startCheckout';
import { parseCheckoutRequest } from './parseCheckoutRequest';
import { pickupDaysAfter } from 'shared';
import { dayOf } from '../orders/farmDay';

/** A full cart of 50 lines with titles and thumbs is about 8 KB; anything much bigger is not a cart. */
const BODY_LIMIT = '32kb';

export const SESSIONS_RATE_LIMITED = 'Too many checkout attempts from your address. Please wait a minute and try again.';

const EMPTY_BODY = 'The request body must be a JSON object with items, success_url and cancel_url.';

/** The farm's calendar: pickup days are counted from its today (FARM_TIME_ZONE). */
export interface FarmCalendar {
  timeZone: string;
  now: () => number;
}

/** The pickup days on offer change at the farm's midnight; a minute's staleness does no harm. */
const PICKUP_DAYS_MAX_AGE_S = 60;

/** `limitSessions` guards session creation only: each one costs a provider call. */
export function checkoutRoutes(startCheckout: StartCheckout, siteOrigins: readonly string[], limitSessions: Middleware, calendar: FarmCalendar): Router {
  const router = new Router();
  const today = () => dayOf(new Date(calendar.now()), calendar.timeZone);
  router.get(API_PATHS.pickupDays, (ctx) => {
    ctx.set('Cache-Control', `public, max-age=${PICKUP_DAYS_MAX_AGE_S}`);
    ctx.body = { days: pickupDaysAfter(today()) };
  });
  router.post(API_PATHS.checkoutSession, limitSessions, ...jsonBody(BODY_LIMIT), async (ctx) => {
    if (!ctx.request.rawBody) throw new RequestError(400, EMPTY_BODY);
    const order = parseCheckoutRequest(ctx.request.body, ctx.get('Idempotency-Key') || undefined, siteOrigins, today());
    const session = await startCheckout(order);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id: session.id, url: session.url };
  });
  return router;
}
