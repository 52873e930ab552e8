import Router from '@koa/router';
import { API_PATHS, type FarmClock } from 'contract';
import type { Context, Middleware } from 'koa';
import { jsonBody } from '../http/jsonBody';
import type { StartCheckout } from './startCheckout';
import type { CloseCheckout } from '../orders/closeCheckout';
import type { OrderStore } from '../orders/orderStore';
import { clientKeyOf, type CheckoutCookie } from './checkoutCookie';
import { checkoutRequestParser } from './parseCheckoutRequest';
import { farmClock } from '../delivery/farmClock';
import type { DayBookings } from '../delivery/bookings';
import type { DeliveryRulesStore } from '../delivery/deliveryRulesStore';
import { openPickupDays } from './bookingDays';

/** A full cart of 50 lines with titles and thumbs is about 8 KB; anything much bigger is not a cart. */
const BODY_LIMIT = '32kb';

export const SESSIONS_RATE_LIMITED = 'Too many checkout attempts from your address. Please wait a minute and try again.';

/** The farm's calendar: pickup and delivery days are counted from its today and hour (FARM_TIME_ZONE). */
interface FarmCalendar {
  timeZone: string;
  now: () => number;
}

/** What the pickup days on offer are read from: the farm's rules, and each day's bookings (both ends included). */
interface PickupBookings {
  rules: DeliveryRulesStore;
  between: (from: string, to: string) => Promise<Map<string, DayBookings>>;
}

/**
 * The pickup days on offer change at the farm's midnight, its cut-off hour, and when a day fills
 * up; a minute's staleness does no harm: the checkout refuses a day that filled meanwhile (409).
 */
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
  pickups: PickupBookings;
}

/** The open pickup days (src/checkout/bookingDays.ts) less those whose pickups reached the rules' capacity. */
async function pickupDaysOffered({ rules: store, between }: PickupBookings, clock: FarmClock): Promise<string[]> {
  const rules = await store.current();
  const days = openPickupDays(rules, clock);
  const capacity = rules.pickup.capacityPerDay;
  if (capacity === null || days.length === 0) return days;
  const booked = await between(days[0], days[days.length - 1]);
  return days.filter((day) => (booked.get(day)?.pickup ?? 0) < capacity);
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
  pickups,
}: CheckoutRouteDeps): Router {
  const router = new Router();
  const clockNow = () => farmClock(new Date(calendar.now()), calendar.timeZone);
  const parseCheckoutRequest = checkoutRequestParser(siteOrigins);
  router.get(API_PATHS.pickupDays, async (ctx) => {
    const days = await pickupDaysOffered(pickups, clockNow());
    ctx.set('Cache-Control', `public, max-age=${PICKUP_DAYS_MAX_AGE_S}`);
    ctx.body = { days };
  });
  router.post(API_PATHS.checkoutSession, limitSessions, ...jsonBody(BODY_LIMIT), async (ctx) => {
    // One reading of the farm's clock for the whole checkout: the request's days and the rules' cut-offs agree.
    const clock = clockNow();
    const order = parseCheckoutRequest(
      ctx.request.rawBody ? ctx.request.body : undefined,
      ctx.get('Idempotency-Key') || undefined,
      clock.today,
    );
    const browser = callers.cookie.ensure(ctx);
    const holder = { clientKey: clientKeyOf(callers.addressOf(ctx)), browserKeyHash: browser.hash };
    const session = await startCheckout(order, holder, clock, { newBrowser: browser.isNew });
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
