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

/** As every view of an order tells it: `pickupDay` is null exactly for deliveries. */
export const FulfilmentSchema = z.object({ method: FulfilmentMethodSchema, pickupDay: z.nullable(z.string()) });
export type Fulfilment = z.infer<typeof FulfilmentSchema>;

/** Each check of a pickup day, in the order it is checked; a refusal names the first that fails. */
export type PickupDayRule = 'calendarDay' | 'past' | 'today' | 'closed' | 'beyond';

/**
 * As the checkout asks for it, when it is `today` at the farm. Absent (the product's plain request,
 * docs/product.md#checkout-service-rules), the order is a delivery, which has no day; a pickup
 * names its day, one of `GET /api/pickup-days`: the next PICKUP_DAYS_AHEAD opening days after today.
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
  return z.pipe(
    z.strictObject({ method: z.optional(z.unknown()), pickupDay: z.optional(z.unknown()) }),
    z.discriminatedUnion('method', [
      z.object({ method: z.literal('delivery'), pickupDay: z.optional(z.null()) }),
      z.object({ method: z.literal('pickup'), pickupDay }),
    ]),
  );
}

/** `GET /api/pickup-days`: the days a pickup may be booked for now, soonest first. */
export const PickupDaysSchema = z.object({ days: z.array(z.string()) });
