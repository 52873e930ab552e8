import * as z from 'zod/mini';
import { DeliveryRulesSchema } from '../delivery/deliveryRules';
import { OrderSummarySchema } from './staff';

/**
 * The delivery rules' answers (docs/product.md#delivery-rules). The rules themselves are
 * `DeliveryRulesSchema` (contract/src/delivery/deliveryRules.ts), what `PUT /api/admin/delivery`
 * and the office's `PUT /api/staff/delivery` take and `GET /api/admin/delivery` answers.
 */

/** A zone as shoppers see it: its name and price, never its capacity. */
const ZoneOfferSchema = z.object({ name: z.string(), feeCents: z.int(), freeFromCents: z.nullable(z.int()) });
export type ZoneOffer = z.infer<typeof ZoneOfferSchema>;

/** `GET /api/delivery`: what the cart page says about delivery and the minimum; no zones is free delivery anywhere. */
export const DeliveryOfferSchema = z.object({ minimumOrderCents: z.int(), zones: z.array(ZoneOfferSchema) });
export type DeliveryOffer = z.infer<typeof DeliveryOfferSchema>;

/**
 * `GET /api/delivery-days?postcode=`: the postcode's zone and the days it may book now, soonest
 * first, full and closed days left out. `anywhere`: the farm has no zones, so it delivers anywhere,
 * free, with no day to choose (today's behaviour). Neither `anywhere` nor a zone: not delivered there.
 */
export const DeliveryDaysSchema = z.object({ anywhere: z.boolean(), zone: z.nullable(ZoneOfferSchema), days: z.array(z.string()) });
export type DeliveryDays = z.infer<typeof DeliveryDaysSchema>;

/** One day's bookings against its capacity (null: no limit). */
const BookingsSchema = z.object({ booked: z.int(), capacity: z.nullable(z.int()) });

/** One day of the office's Delivery screen. */
const DeliveryScreenDaySchema = z.object({
  day: z.string(),
  closed: z.boolean(),
  pickup: BookingsSchema,
  /** Each zone that delivers on that weekday. */
  zones: z.array(z.object({ name: z.string(), ...BookingsSchema.def.shape })),
});

/** A change of the rules: when, and who (a staff member's e-mail, or `script` for ADMIN_TOKEN). */
const RuleChangeSchema = z.object({ at: z.string(), actor: z.string() });

/** `GET` and `PUT /api/staff/delivery`: the rules, their last changes (newest first), and the next 14 days. */
export const DeliveryScreenSchema = z.object({
  rules: DeliveryRulesSchema,
  changes: z.array(RuleChangeSchema),
  days: z.array(DeliveryScreenDaySchema),
});
export type DeliveryScreen = z.infer<typeof DeliveryScreenSchema>;

/** `GET /api/staff/delivery/bookings?day=`: the live orders booked for the day, deliveries and pickups. */
export const DeliveryBookingsSchema = z.object({ day: z.string(), orders: z.array(OrderSummarySchema) });
