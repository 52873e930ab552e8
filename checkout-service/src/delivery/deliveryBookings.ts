import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { StoredOrder } from '../domain';
import { withLines } from '../orders/orderRows';
import type { Database } from '../store/database';
import { orders } from '../store/schema';
import { BOOKING_STATUSES, bookingsBetween, type DayBookings } from './bookings';

/**
 * The days' bookings as the delivery routes read them (docs/product.md#delivery-rules): counted per
 * day for the offer and the office's screen, and listed for one day so the farm can call the
 * shoppers booked on a day it closes. Reads only; a place is taken by the checkout (takePlace).
 */
export function createDeliveryBookings(db: Database) {
  return {
    /** Each day's live bookings from `from` to `to` (both included); a day without any is absent. */
    between: (from: string, to: string): Promise<Map<string, DayBookings>> => bookingsBetween(db, from, to),

    /** The live orders booked for a day: deliveries (by zone) first, then pickups, each by number. */
    async on(day: string): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          // The schema's checks keep a delivery's day in delivery_day and a pickup's in pickup_day.
          and(inArray(orders.status, [...BOOKING_STATUSES]), or(eq(orders.deliveryDay, day), eq(orders.pickupDay, day))),
        )
        .orderBy(asc(orders.fulfilmentMethod), asc(orders.deliveryZone), asc(orders.number));
      return withLines(db, rows);
    },
  };
}

export type DeliveryBookings = ReturnType<typeof createDeliveryBookings>;
