import * as z from 'zod/mini';
import { isCalendarDay } from '../checkout/pickup';

/**
 * The farm's delivery rules (docs/product.md#delivery-rules): where its van goes and on which
 * days, what a delivery costs, the smallest order, each day's cut-off and how many orders a day it
 * can pack. Set in the office and by script (`PUT /api/admin/delivery`); one schema for both, and
 * the checkout, the service and the office read the same functions, so they cannot disagree.
 */

/** A day's cut-off: the hour, in the farm's time zone, on the day before; 24 is midnight (the whole day before). */
const HOUR = z.int().check(z.gte(0), z.lte(24));
const CENTS = z.int().check(z.gte(0), z.lte(10_000_000));
const CAPACITY = z.int().check(z.gte(0), z.lte(100_000));
/** ISO weekdays: 1 is Monday, 7 Sunday. */
const WEEKDAY = z.int().check(z.gte(1), z.lte(7));

const DeliveryZoneSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  /** Digits only; a postcode is in the zone when its digits start with one of them. */
  postcodePrefixes: z.array(z.string().check(z.regex(/^\d{1,10}$/))).check(z.minLength(1), z.maxLength(500)),
  weekdays: z.array(WEEKDAY).check(z.minLength(1), z.maxLength(7)),
  feeCents: CENTS,
  /** A basket (the catalogue subtotal) from this much is delivered free; null: never free. */
  freeFromCents: z.optional(z.nullable(CENTS)),
  cutoffHour: HOUR,
  capacityPerDay: CAPACITY,
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

/** `GET` and `PUT /api/admin/delivery`; `GET /api/delivery` (public: what the checkout needs). */
export const DeliveryRulesSchema = z
  .strictObject({
    minimumOrderCents: CENTS,
    closedDays: z.array(z.string().check(z.refine(isCalendarDay, { params: { rule: 'calendarDay' } }))).check(z.maxLength(400)),
    pickup: z.strictObject({ capacityPerDay: z.nullable(CAPACITY), cutoffHour: HOUR }),
    zones: z.array(DeliveryZoneSchema).check(z.maxLength(50)),
  })
  .check(
    z.superRefine((rules, ctx) => {
      const names = new Set<string>();
      const prefixes = new Map<string, string>();
      rules.zones.forEach((zone, index) => {
        const name = zone.name.toLowerCase();
        if (names.has(name))
          ctx.addIssue({
            code: 'custom',
            path: ['zones', index, 'name'],
            message: `Two zones are named ${zone.name}.`,
            params: { rule: 'uniqueName' },
          });
        names.add(name);
        for (const prefix of zone.postcodePrefixes) {
          const other = prefixes.get(prefix);
          if (other !== undefined && other !== zone.name)
            ctx.addIssue({
              code: 'custom',
              path: ['zones', index, 'postcodePrefixes'],
              message: `The postcode prefix ${prefix} is in both ${other} and ${zone.name}.`,
              params: { rule: 'samePrefix' },
            });
          prefixes.set(prefix, zone.name);
        }
      });
    }),
  );
export type DeliveryRules = z.infer<typeof DeliveryRulesSchema>;

/** With no rules set the shop works as it always has: delivery anywhere, free, any opening day, no minimum. */
export const NO_DELIVERY_RULES: DeliveryRules = {
  minimumOrderCents: 0,
  closedDays: [],
  pickup: { capacityPerDay: null, cutoffHour: 24 },
  zones: [],
};

/** A postcode as the rules compare it: its digits only (`88015-400` is `88015400`). */
export const postcodeDigits = (postcode: string) => postcode.replace(/\D/g, '');

/**
 * The zone a postcode is delivered in: the one with the longest prefix its digits start with.
 * `anywhere` when the rules have no zones (today's behaviour); null when no zone takes it.
 */
export function zoneFor(rules: DeliveryRules, postcode: string): DeliveryZone | 'anywhere' | null {
  if (rules.zones.length === 0) return 'anywhere';
  const digits = postcodeDigits(postcode);
  if (!digits) return null;
  let best: { zone: DeliveryZone; length: number } | null = null;
  for (const zone of rules.zones)
    for (const prefix of zone.postcodePrefixes)
      if (digits.startsWith(prefix) && (!best || prefix.length > best.length)) best = { zone, length: prefix.length };
  return best?.zone ?? null;
}

/** What delivering a basket of `subtotalCents` costs in a zone: its fee, or nothing from its free threshold. */
export function deliveryFeeCents(zone: Pick<DeliveryZone, 'feeCents' | 'freeFromCents'> | 'anywhere', subtotalCents: number): number {
  if (zone === 'anywhere') return 0;
  return zone.freeFromCents !== undefined && zone.freeFromCents !== null && subtotalCents >= zone.freeFromCents ? 0 : zone.feeCents;
}

/** How much a basket lacks to reach the minimum order; 0 when it is enough. */
export const minimumShortfallCents = (rules: Pick<DeliveryRules, 'minimumOrderCents'>, subtotalCents: number) =>
  Math.max(0, rules.minimumOrderCents - subtotalCents);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => new Date(dayNumber(day)).getUTCDay() || 7;

/** Where the farm is now, in its own time zone: the calendar day and the hour (0 to 23). */
export interface FarmClock {
  today: string;
  hour: number;
}

interface DayRule {
  /** The ISO weekdays the farm delivers or opens for pickup. */
  weekdays: readonly number[];
  cutoffHour: number;
  closedDays: readonly string[];
}

/** How far ahead the farm looks for bookable days: two months, whatever the weekdays. */
const LOOK_AHEAD_DAYS = 62;

/**
 * The next `count` days that may be booked at `clock`, soonest first: never today, only the rule's
 * weekdays, never a closed day, and tomorrow only before the cut-off hour. Capacity is the
 * service's to check: it counts the bookings.
 */
export function bookableDays({ weekdays, cutoffHour, closedDays }: DayRule, clock: FarmClock, count: number): string[] {
  const days: string[] = [];
  const closed = new Set(closedDays);
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS && days.length < count; ahead += 1) {
    const day = dayText(dayNumber(clock.today) + ahead * DAY_MS);
    if (closed.has(day) || !weekdays.includes(isoWeekday(day))) continue;
    if (ahead === 1 && clock.hour >= cutoffHour) continue;
    days.push(day);
  }
  return days;
}
