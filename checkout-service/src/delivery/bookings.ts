import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { OrderStatus } from 'contract';
import type { Database } from '../store/database';
import { orders } from '../store/schema';

/**
 * A day's bookings are its live orders (docs/product.md#delivery-rules): a delivery booked for it
 * in a zone, or a pickup booked for it. An order that ends unpaid (expired, failed, cancelled) or
 * is refunded no longer needs packing, so it stops counting by its status alone: its place is
 * given back exactly once, by the change that ends it, with nothing to release.
 */
export const BOOKING_STATUSES = [
  'pending',
  'paid',
  'packed',
  'out_for_delivery',
  'delivered',
  'ready_for_pickup',
  'picked_up',
] as const satisfies readonly OrderStatus[];

/** One day's bookings: pickups, and deliveries by zone name. */
export interface DayBookings {
  pickup: number;
  zones: Map<string, number>;
}

/** The live bookings of each day from `from` to `to` (YYYY-MM-DD, both included); a day without any is absent. */
export async function bookingsBetween(db: Database, from: string, to: string): Promise<Map<string, DayBookings>> {
  const live = inArray(orders.status, [...BOOKING_STATUSES]);
  const [pickups, deliveries] = await Promise.all([
    db
      .select({ day: orders.pickupDay, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(live, gte(orders.pickupDay, from), lte(orders.pickupDay, to)))
      .groupBy(orders.pickupDay),
    db
      .select({ day: orders.deliveryDay, zone: orders.deliveryZone, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(live, isNotNull(orders.deliveryZone), gte(orders.deliveryDay, from), lte(orders.deliveryDay, to)))
      .groupBy(orders.deliveryDay, orders.deliveryZone),
  ]);
  const days = new Map<string, DayBookings>();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, { pickup: 0, zones: new Map() }).get(day)!;
  for (const { day, count } of pickups) if (day) dayOf(day).pickup = count;
  for (const { day, zone, count } of deliveries) if (day && zone) dayOf(day).zones.set(zone, count);
  return days;
}

/** What a booking is for: a pickup on a day, or a delivery on a day in a zone. */
export type BookingSlot = { method: 'pickup'; day: string } | { method: 'delivery'; day: string; zone: string };

/**
 * Takes one place of `slot` in the checkout's transaction, or says it is full: the slot is locked
 * first (a transaction-scoped advisory lock, on PostgreSQL and PGlite alike), so of two checkouts
 * for the last place one waits for the other's commit and then counts it. The order inserted after
 * this, in the same transaction, is the booking.
 */
export async function takePlace(tx: Database, slot: BookingSlot, capacity: number | null): Promise<boolean> {
  if (capacity === null) return true;
  const key = slot.method === 'pickup' ? `pickup:${slot.day}` : `delivery:${slot.day}:${slot.zone}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const live = inArray(orders.status, [...BOOKING_STATUSES]);
  const where =
    slot.method === 'pickup'
      ? and(live, eq(orders.pickupDay, slot.day))
      : and(live, eq(orders.deliveryDay, slot.day), eq(orders.deliveryZone, slot.zone));
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return count < capacity;
}
