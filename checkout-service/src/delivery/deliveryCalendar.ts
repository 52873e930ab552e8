import { bookableDays, isoWeekday, type DeliveryRules, type DeliveryScreen, type DeliveryZone, type FarmClock } from 'contract';
import type { DayBookings } from './bookings';

/**
 * Which days the farm offers and how full they are (docs/product.md#delivery-rules): the days a
 * postcode's zone may book now, and the office's next two weeks. The rules say which days open
 * (bookableDays, the contract's, as the checkout checks them); the bookings say which are full.
 */

/** How many delivery days the checkout offers, as it offers pickup days. */
const OFFERED_DAYS = 6;
/** bookableDays looks no further than two months; asking for this many gets every candidate in them. */
const CANDIDATE_DAYS = 62;
/** The office's Delivery screen: tomorrow and the 13 days after it. */
const SCREEN_DAYS = 14;

type BookingsBetween = (from: string, to: string) => Promise<Map<string, DayBookings>>;

const DAY_MS = 86_400_000;
const daysAfter = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS).toISOString().slice(0, 10);

/**
 * The zone's next days that may be booked at `clock` and still have a place, soonest first. A
 * full day is skipped, not counted, so the shopper is still offered OFFERED_DAYS days when some are.
 */
export async function offeredDays(rules: DeliveryRules, zone: DeliveryZone, clock: FarmClock, between: BookingsBetween): Promise<string[]> {
  const candidates = bookableDays(
    { weekdays: zone.weekdays, cutoffHour: zone.cutoffHour, closedDays: rules.closedDays },
    clock,
    CANDIDATE_DAYS,
  );
  if (candidates.length === 0) return [];
  const booked = await between(candidates[0], candidates[candidates.length - 1]);
  return candidates.filter((day) => (booked.get(day)?.zones.get(zone.name) ?? 0) < zone.capacityPerDay).slice(0, OFFERED_DAYS);
}

/**
 * The office's next two weeks from the farm's `today`: each day whether it is closed, its pickups,
 * and each zone that delivers on its weekday, booked against capacity. A closed day keeps its
 * bookings in view: they are the shoppers to call.
 */
export async function screenDays(rules: DeliveryRules, today: string, between: BookingsBetween): Promise<DeliveryScreen['days']> {
  const days = Array.from({ length: SCREEN_DAYS }, (_, index) => daysAfter(today, index + 1));
  const booked = await between(days[0], days[days.length - 1]);
  const closed = new Set(rules.closedDays);
  return days.map((day) => {
    const bookings = booked.get(day);
    return {
      day,
      closed: closed.has(day),
      pickup: { booked: bookings?.pickup ?? 0, capacity: rules.pickup.capacityPerDay },
      zones: rules.zones
        .filter((zone) => zone.weekdays.includes(isoWeekday(day)))
        .map((zone) => ({ name: zone.name, booked: bookings?.zones.get(zone.name) ?? 0, capacity: zone.capacityPerDay })),
    };
  });
}
