import {
  bookableDays,
  type DeliveryRules,
  type DeliveryZone,
  type FarmClock,
  formatPickupDay,
  isoWeekday,
  pickupDaysAfter,
  PICKUP_DAYS_AHEAD,
} from 'contract';

/**
 * Which days a checkout may book at the farm's clock, and why a day it asked for may not be
 * (docs/product.md#delivery-rules). Capacity is not here: the bookings are counted in the pending
 * order's transaction (src/delivery/bookings.ts).
 */

/** How many of a zone's days a refusal lists: as many as the checkout offers (src/delivery/deliveryCalendar.ts). */
const DELIVERY_DAYS_LISTED = PICKUP_DAYS_AHEAD;
/**
 * bookableDays looks two months ahead; asking for this many gets every day in them. The checkout
 * offers the next days with places left, skipping full ones (src/delivery/deliveryCalendar.ts), so
 * any of them may be booked: whether it is full is counted when its place is taken.
 */
const LOOK_AHEAD_DAYS = 62;

const DAY_MS = 86_400_000;
const tomorrowOf = (today: string) => new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
const pastCutoff = (day: string, cutoffHour: number, clock: FarmClock) => day === tomorrowOf(clock.today) && clock.hour >= cutoffHour;

/**
 * The pickup days open at `clock`, before counting bookings: the next PICKUP_DAYS_AHEAD opening
 * days (the request's schema pins that window: contract/src/api/fulfilment.ts), less the farm's
 * closed days and tomorrow once its cut-off hour has struck. No rules set: all of them, as ever.
 */
export const openPickupDays = (rules: DeliveryRules, clock: FarmClock) =>
  pickupDaysAfter(clock.today).filter((day) => !rules.closedDays.includes(day) && !pastCutoff(day, rules.pickup.cutoffHour, clock));

/** A zone's next `count` days at `clock`: its weekdays, closed days and tomorrow past the cut-off skipped. */
const openDeliveryDays = (rules: DeliveryRules, zone: DeliveryZone, clock: FarmClock, count = DELIVERY_DAYS_LISTED) =>
  bookableDays({ weekdays: zone.weekdays, cutoffHour: zone.cutoffHour, closedDays: rules.closedDays }, clock, count);

/** Why a day cannot be booked, the first that holds in this order; a delivery's `weekday` is one its zone has no van. */
type DayProblem = 'past' | 'today' | 'weekday' | 'closed' | 'cutoff' | 'beyond';

function deliveryDayProblem(rules: DeliveryRules, zone: DeliveryZone, clock: FarmClock, day: string): DayProblem | null {
  if (day < clock.today) return 'past';
  if (day === clock.today) return 'today';
  if (!zone.weekdays.includes(isoWeekday(day))) return 'weekday';
  if (rules.closedDays.includes(day)) return 'closed';
  if (pastCutoff(day, zone.cutoffHour, clock)) return 'cutoff';
  return openDeliveryDays(rules, zone, clock, LOOK_AHEAD_DAYS).includes(day) ? null : 'beyond';
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const weekdayOf = (day: string) => WEEKDAY.format(Date.parse(`${day}T00:00:00.000Z`));
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const listed = (days: readonly string[]) => days.join(', ');

/**
 * The sentence refusing a delivery's day, naming `fulfilment.deliveryDay`, the day, the reason and
 * the days there are (what `GET /api/delivery-days?postcode=` offers, full days aside); null when
 * the day may be booked.
 */
export function deliveryDayRefusal(rules: DeliveryRules, zone: DeliveryZone, clock: FarmClock, day: string): string | null {
  const problem = deliveryDayProblem(rules, zone, clock, day);
  if (!problem) return null;
  const days = openDeliveryDays(rules, zone, clock);
  const choose = days.length
    ? `choose one of the next delivery days to ${zone.name}, ${listed(days)} (GET /api/delivery-days?postcode= offers those with places left)`
    : `no delivery day to ${zone.name} can be booked now; you can pick your order up at the farm`;
  const field = `fulfilment.deliveryDay ${day}`;
  switch (problem) {
    case 'past':
      return `${field} is in the past; ${choose}.`;
    case 'today':
      return `${field} is today, which can no longer be booked; ${choose}.`;
    case 'weekday':
      return `${field} is a ${weekdayOf(day)}, when the farm does not deliver to ${zone.name}; ${choose}.`;
    case 'closed':
      return `${field} is a day the farm is closed; ${choose}.`;
    case 'cutoff':
      return `${field} can no longer be booked: orders for it closed today at ${hourText(zone.cutoffHour)}; ${choose}.`;
    case 'beyond':
      return `${field} is more than two months ahead, further than the farm books deliveries; ${choose}.`;
  }
}

/** A delivery to a zone with no day named. */
export function deliveryDayRequired(rules: DeliveryRules, zone: DeliveryZone, clock: FarmClock): string {
  const days = openDeliveryDays(rules, zone, clock);
  return days.length
    ? `fulfilment.deliveryDay is required for a delivery to ${zone.name}: choose one of its next delivery days, ${listed(days)} (GET /api/delivery-days?postcode= offers those with places left).`
    : `fulfilment.deliveryDay is required for a delivery to ${zone.name}, and no delivery day to it can be booked now; you can pick your order up at the farm.`;
}

/**
 * The sentence refusing a pickup's day for the farm's rules; the request's schema already refused
 * a Sunday, a past day, today and a day beyond the window, in sentences of their own.
 */
export function pickupDayRefusal(rules: DeliveryRules, clock: FarmClock, day: string): string | null {
  const closed = rules.closedDays.includes(day);
  if (!closed && !pastCutoff(day, rules.pickup.cutoffHour, clock)) return null;
  const days = openPickupDays(rules, clock);
  const choose = days.length ? `choose one of ${listed(days)}` : 'no pickup day can be booked now';
  return closed
    ? `fulfilment.pickupDay ${day} is a day the farm is closed; ${choose}.`
    : `fulfilment.pickupDay ${day} can no longer be booked: pickups for it closed today at ${hourText(rules.pickup.cutoffHour)}; ${choose}.`;
}

/** A day with no place left (409): the shopper chooses another. */
export const fullyBooked = (method: 'delivery' | 'pickup', day: string) =>
  `${method === 'delivery' ? 'Delivery' : 'Pickup'} on ${formatPickupDay(day)} is fully booked; choose another day.`;
