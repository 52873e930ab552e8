import Router from '@koa/router';
import { API_PATHS, pickupDaysAfter } from 'contract';
import type { Context, Middleware } from 'koa';
import { jsonBody } from '../http/jsonBody';
import type { StartCheckout } from './startCheckout';
import type { CloseCheckout } from '../orders/closeCheckout';
import type { OrderStore } from '../orders/orderStore';
import { clientKeyOf, type CheckoutCookie } from './checkoutCookie';
import { checkoutRequestParser } from './parseCheckoutRequest';
import { dayOf } from '../orders/farmDay';

/** A full cart of 50 lines with titles and thumbs is about 8 KB; anything much bigger is not a cart. */
const BODY_LIMIT = '32kb';

export const SESSIONS_RATE_LIMITED = 'Too many checkout attempts from your address. Please wait a minute and try again.';

/** The farm's calendar: pickup days are counted from its today (FARM_TIME_ZONE). */
interface FarmCalendar {
  timeZone: string;
  now: () => number;
}

/** The pickup days on offer change at the farm's midnight; a minute's staleness does no harm. */
const PICKUP_DAYS_MAX_AGE_S = 60;

/** Who is checking out, as the routes read it from the request. */
interface CheckoutCallers {
  cookie: CheckoutCookie;
  /** The client address, believed only from trusted proxies (src/http/rateLimit.ts). */
  addressOf: (ctx: Context) => string;
}

/** What the checkout's routes work with. `limitSessions` guards session creation and cancel: each costs provider calls. */
export interface CheckoutRouteDeps {
  startCheckout: StartCheckout;
  closeCheckout: CloseCheckout;
  orders: OrderStore;
  siteOrigins: readonly string[];
  limitSessions: Middleware;
  calendar: FarmCalendar;
  callers: CheckoutCallers;
}

const LEFT_PAYMENT_PAGE = 'the shopper left the payment page';

export function checkoutRoutes({
  startCheckout,
  closeCheckout,
  orders,
  siteOrigins,
  limitSessions,
  calendar,
  callers,
}: CheckoutRouteDeps): Router {
  const router = new Router();
  const today = () => dayOf(new Date(calendar.now()), calendar.timeZone);
  const parseCheckoutRequest = checkoutRequestParser(siteOrigins);
  router.get(API_PATHS.pickupDays, (ctx) => {
    ctx.set('Cache-Control', `public, max-age=${PICKUP_DAYS_MAX_AGE_S}`);
    ctx.body = { days: pickupDaysAfter(today()) };
  });
  router.post(API_PATHS.checkoutSession, limitSessions, ...jsonBody(BODY_LIMIT), async (ctx) => {
    const order = parseCheckoutRequest(
      ctx.request.rawBody ? ctx.request.body : undefined,
      ctx.get('Idempotency-Key') || undefined,
      today(),
    );
    const holder = { clientKey: clientKeyOf(callers.addressOf(ctx)), browserKeyHash: callers.cookie.ensure(ctx) };
    const session = await startCheckout(order, holder);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id: session.id, url: session.url };
  });
  // The cancel page asks this: the browser's unpaid checkouts close and give their stock back. Only
  // this browser's (its SameSite=Strict cookie), so another site cannot cancel a shopper's checkout.
  router.post(API_PATHS.checkoutCancel, limitSessions, async (ctx) => {
    const browser = callers.cookie.presented(ctx);
    let closed = 0;
    for (const order of browser ? await orders.pendingOfBrowser(browser) : []) {
      if ((await closeCheckout(order, 'cancelled', 'system', LEFT_PAYMENT_PAGE)).closed) closed++;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { closed };
  });
  return router;
}
