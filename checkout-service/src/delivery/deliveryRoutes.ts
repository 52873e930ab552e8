import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  API_PATHS,
  DeliveryRulesSchema,
  zoneFor,
  type DeliveryDays,
  type DeliveryOffer,
  type DeliveryRules,
  type DeliveryScreen,
  type DeliveryZone,
  type ZoneOffer,
} from 'contract';
import { queryText } from '../exports/csvAnswer';
import { parseDay } from '../exports/orderFilters';
import { RequestError } from '../http/httpErrors';
import { jsonBody } from '../http/jsonBody';
import { parseBody } from '../http/validateBody';
import { summaryView } from '../orders/orderViews';
import type { StaffState } from '../staff/requireStaff';
import type { DeliveryBookings } from './deliveryBookings';
import { offeredDays, screenDays } from './deliveryCalendar';
import type { DeliveryRulesStore } from './deliveryRulesStore';
import { farmClock } from './farmClock';
import { DELIVERY_RULES_SENTENCES } from './ruleSentences';

/**
 * The farm's delivery rules over HTTP (docs/product.md#delivery-rules): what the cart and the
 * checkout read of them (public), the office's Delivery screen (a signed-in staff member), and the
 * script's GET and PUT behind ADMIN_TOKEN (mounted by adminRoutes, behind its one token guard).
 */

/** The largest rules the contract allows (50 zones of 500 ten-digit prefixes) are about 330 KB. */
const RULES_BODY_LIMIT = '512kb';
/** The cart page's fees change only when the farm changes them: a few seconds' staleness does no harm. */
const OFFER_MAX_AGE_S = 5;
/** The checkout's postcode field takes no more (BillingSchema); nothing longer is a postcode. */
const POSTCODE_MAX = 20;
/** The changes of the rules the office's screen lists. */
const SCREEN_CHANGES = 10;

const POSTCODE_REQUIRED = 'postcode is required: the delivery postcode, such as 88015-400.';
const POSTCODE_TOO_LONG = `postcode must be at most ${POSTCODE_MAX} characters long.`;
const DAY_REQUIRED = 'day is required: the day whose bookings to list, such as 2026-11-23.';

/** The farm's calendar: days and cut-offs are read in FARM_TIME_ZONE, on a clock tests set. */
interface FarmCalendar {
  timeZone: string;
  now: () => number;
}

/** A zone as shoppers see it: never its capacity or its prefixes. */
const zoneOffer = (zone: DeliveryZone): ZoneOffer => ({
  name: zone.name,
  feeCents: zone.feeCents,
  freeFromCents: zone.freeFromCents ?? null,
});

/** The rules a PUT sends, or a 400 sentence naming the field and its limit. */
const rulesOf = (ctx: Context): DeliveryRules =>
  parseBody(DeliveryRulesSchema, ctx.request.rawBody ? ctx.request.body : undefined, DELIVERY_RULES_SENTENCES);

/** `GET` and `PUT /api/admin/delivery`, for adminRoutes to mount behind its token guard: a script's changes are the actor `script`'s. */
export function adminDeliveryHandlers(rules: DeliveryRulesStore, now: () => number) {
  const read: Middleware = async (ctx) => {
    ctx.body = await rules.current();
  };
  const replace: Middleware = async (ctx) => {
    const changed = rulesOf(ctx);
    await rules.replace(changed, 'script', new Date(now()));
    ctx.body = changed;
  };
  return { read, replace: [...jsonBody(RULES_BODY_LIMIT), replace] };
}

function postcodeAsked(ctx: Context): string {
  const postcode = queryText(ctx, 'postcode')?.trim();
  if (!postcode) throw new RequestError(400, POSTCODE_REQUIRED);
  if (postcode.length > POSTCODE_MAX) throw new RequestError(400, POSTCODE_TOO_LONG);
  return postcode;
}

/**
 * The public offer and a postcode's days, and the office's Delivery screen. That a staff change
 * comes from the site itself and no staff answer is cached is the staff area's guard (`staffArea`
 * in src/staff/staffRoutes.ts).
 */
export function deliveryRoutes(
  { deliveryRules: rules, deliveryBookings: bookings }: { deliveryRules: DeliveryRulesStore; deliveryBookings: DeliveryBookings },
  guards: { requireStaff: Middleware<StaffState> },
  { timeZone, now }: FarmCalendar,
): Router<StaffState> {
  const router = new Router<StaffState>();
  const clock = () => farmClock(new Date(now()), timeZone);

  async function screen(): Promise<DeliveryScreen> {
    const [current, changes] = await Promise.all([rules.current(), rules.changes(SCREEN_CHANGES)]);
    return {
      rules: current,
      changes: changes.map(({ at, actor }) => ({ at: at.toISOString(), actor })),
      days: await screenDays(current, clock().today, bookings.between),
    };
  }

  router.get(API_PATHS.delivery, async (ctx) => {
    const { minimumOrderCents, zones } = await rules.current();
    const body: DeliveryOffer = { minimumOrderCents, zones: zones.map(zoneOffer) };
    ctx.set('Cache-Control', `public, max-age=${OFFER_MAX_AGE_S}`);
    ctx.body = body;
  });

  // Not cached: a day leaves the list as its last place is taken.
  router.get(API_PATHS.deliveryDays, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const postcode = postcodeAsked(ctx);
    const current = await rules.current();
    const zone = zoneFor(current, postcode);
    const body: DeliveryDays =
      zone === 'anywhere' || zone === null
        ? { anywhere: zone === 'anywhere', zone: null, days: [] }
        : { anywhere: false, zone: zoneOffer(zone), days: await offeredDays(current, zone, clock(), bookings.between) };
    ctx.body = body;
  });

  router.get(API_PATHS.staffDelivery, guards.requireStaff, async (ctx) => {
    ctx.body = await screen();
  });

  // Closing a day is a change of the rules like any other: the day added to closedDays.
  router.put(API_PATHS.staffDelivery, guards.requireStaff, ...jsonBody(RULES_BODY_LIMIT), async (ctx) => {
    await rules.replace(rulesOf(ctx), ctx.state.staff.email, new Date(now()));
    ctx.body = await screen();
  });

  // The shoppers booked on a day, to call when the farm closes it.
  router.get(API_PATHS.staffDeliveryBookings, guards.requireStaff, async (ctx) => {
    const asked = queryText(ctx, 'day');
    if (!asked) throw new RequestError(400, DAY_REQUIRED);
    const day = parseDay('day', asked);
    ctx.body = { day, orders: (await bookings.on(day)).map(summaryView) };
  });

  return router;
}
