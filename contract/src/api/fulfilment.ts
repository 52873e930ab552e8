import * as z from 'zod/mini';
import { isCalendarDay, isOpeningDay, pickupDaysAfter } from '../checkout/pickup';

/**
 * How an order reaches its shopper (docs/product.md#pickup-or-delivery): delivered to the address
 * typed at the checkout, or collected at the farm on a day the shopper chose. A delivery's day is
 * the day it is paid; a pickup's is its `pickupDay`, a calendar day (YYYY-MM-DD) in the farm's
 * time zone.
 */
export const FULFILMENT_METHODS = ['delivery', 'pickup'] as const;
const FulfilmentMethodSchema = z.enum(FULFILMENT_METHODS);
export type FulfilmentMethod = z.infer<typeof FulfilmentMethodSchema>;

/**
 * As every view of an order tells it: `pickupDay` is null exactly for deliveries. A delivery's
 * `deliveryDay` is the day booked at the checkout once the farm has delivery zones
 * (docs/product.md#delivery-rules); null before that, when a delivery's day is the day it was paid.
 * `zone` is the delivery zone's name as it was when booked; `feeCents` what the delivery cost, in
 * the order's total (0 for a pickup or a free delivery).
 */
export const FulfilmentSchema = z.object({
  method: FulfilmentMethodSchema,
  pickupDay: z.nullable(z.string()),
  deliveryDay: z.nullable(z.string()),
  zone: z.nullable(z.string()),
  feeCents: z.int(),
});
export type Fulfilment = z.infer<typeof FulfilmentSchema>;

/** Each check of a pickup day, in the order it is checked; a refusal names the first that fails. */
export type PickupDayRule = 'calendarDay' | 'past' | 'today' | 'closed' | 'beyond';

/**
 * As the checkout asks for it, when it is `today` at the farm. Absent (the product's plain request,
 * docs/product.md#checkout-service-rules), the order is a delivery, which has no day; a pickup
 * names its day, one of `GET /api/pickup-days`: the next PICKUP_DAYS_AHEAD opening days after today.
 * A delivery names its `deliveryDay` once the farm has delivery zones (one of `GET /api/delivery-days`).
 * Unknown fields are named before anything else, as the service always has.
 */
export function fulfilmentRequestSchema(today: string) {
  const days = pickupDaysAfter(today);
  const rule = (name: PickupDayRule, holds: (day: string) => boolean) => z.refine<string>(holds, { params: { rule: name }, abort: true });
  const pickupDay = z.string().check(
    rule('calendarDay', isCalendarDay),
    rule('past', (day) => day >= today),
    rule('today', (day) => day !== today),
    rule('closed', isOpeningDay),
    rule('beyond', (day) => days.includes(day)),
  );
  // Which delivery days may be booked is the farm's rules' (the service checks them); here only its shape.
  const deliveryDay = z.string().check(rule('calendarDay', isCalendarDay));
  return z.pipe(
    z.strictObject({ method: z.optional(z.unknown()), pickupDay: z.optional(z.unknown()), deliveryDay: z.optional(z.unknown()) }),
    z.discriminatedUnion('method', [
      z.object({ method: z.literal('delivery'), pickupDay: z.optional(z.null()), deliveryDay: z.optional(deliveryDay) }),
      z.object({ method: z.literal('pickup'), pickupDay, deliveryDay: z.optional(z.null()) }),
    ]),
  );
}

/** `GET /api/pickup-days`: the days a pickup may be booked for now, soonest first. */
export const PickupDaysSchema = z.object({ days: z.array(z.string()) });
