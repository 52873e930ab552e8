import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PackingLine } from 'contract';
import type { FarmDay, OrderFilter, OrderPageQuery, Period, StoredOrder } from '../domain';
import type { Database } from '../store/database';
import { orderEvents, orderLines, orders } from '../store/schema';
import { withLines } from './orderRows';

/**
 * The farm's lists of orders (docs/architecture.md#the-farms-office): the office's page, the day's
 * packing list, slips and run sheet, and the admin list. Reads only; every change is the store's.
 */

/** `LIKE` text that matches itself only: `%`, `_` and the escape character are escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const within = (column: typeof orders.paidAt | typeof orderEvents.at, period: Period) =>
  and(gte(column, period.start), lt(column, period.end));

/**
 * A delivery's day (docs/product.md#delivery-rules): the day it was booked for, or, made with no
 * zones set and so with no day booked, `unbooked` (the day it was paid, or went out).
 */
const deliveryOn = (day: FarmDay, unbooked: SQL | undefined) =>
  and(eq(orders.fulfilmentMethod, 'delivery'), or(eq(orders.deliveryDay, day.day), and(isNull(orders.deliveryDay), unbooked)));

/** The orders whose day it is: pickups and deliveries booked for it, deliveries with no day booked paid within it. */
const dueOn = (day: FarmDay) =>
  or(and(eq(orders.fulfilmentMethod, 'pickup'), eq(orders.pickupDay, day.day)), deliveryOn(day, within(orders.paidAt, day)));

/** The office's filters and search, as one condition (undefined: every order). */
function pageConditions(query: OrderPageQuery): SQL | undefined {
  const search = query.search ? containing(query.search) : undefined;
  const fullName = sql`coalesce(${orders.firstName}, '') || ' ' || coalesce(${orders.lastName}, '')`;
  return and(
    query.statuses?.length ? inArray(orders.status, [...query.statuses]) : undefined,
    query.from ? gte(orders.createdAt, query.from) : undefined,
    query.to ? lte(orders.createdAt, query.to) : undefined,
    query.method ? eq(orders.fulfilmentMethod, query.method) : undefined,
    search ? or(ilike(orders.number, search), ilike(fullName, search), ilike(orders.email, search)) : undefined,
  );
}

/**
 * The quantity of each product over the paid orders (not yet packed) that also meet `which`, by
 * title; for a product sold by weight, the grams estimated for them all (one piece's estimate times
 * the quantity), the grams weighed so far and over how many orders (docs/decisions/weighed-produce.md).
 */
async function packingLines(db: Database, which: SQL | undefined): Promise<PackingLine[]> {
  const rows = await db
    .select({
      productId: orderLines.productId,
      title: orderLines.title,
      quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
      orders: sql<number>`count(distinct ${orderLines.orderId})`.mapWith(Number),
      weighed: sql<boolean>`bool_or(${orderLines.estimatedGrams} is not null)`,
      estimatedGrams: sql<number>`coalesce(sum(${orderLines.estimatedGrams} * ${orderLines.quantity}), 0)`.mapWith(Number),
      weighedGrams: sql<number>`coalesce(sum(${orderLines.actualGrams}), 0)`.mapWith(Number),
      weighedOrders: sql<number>`count(distinct ${orderLines.orderId}) filter (where ${orderLines.actualGrams} is not null)`.mapWith(
        Number,
      ),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.status, 'paid'), which))
    .groupBy(orderLines.productId, orderLines.title)
    .orderBy(asc(orderLines.title));
  return rows.map(({ weighed, estimatedGrams, weighedGrams, weighedOrders, ...line }) => ({
    ...line,
    weight: weighed ? { estimatedGrams, weighedGrams, weighedOrders } : null,
  }));
}

export function createOrderLists(db: Database) {
  return {
    /**
     * One page of the office's list and how many orders match in all: the orders whose day is
     * today at the farm first, then newest first.
     */
    async page(query: OrderPageQuery): Promise<{ orders: StoredOrder[]; total: number }> {
      const where = pageConditions(query);
      const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(sql`case when ${dueOn(query.today)} then 0 else 1 end`, desc(orders.createdAt), desc(orders.number))
        .offset(query.offset)
        .limit(query.limit);
      return { orders: await withLines(db, rows), total };
    },

    /** The paid orders not yet packed whose day it is (dueOn), pickups first, then first paid first. */
    async toPackOn(day: FarmDay): Promise<StoredOrder[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'paid'), dueOn(day)))
        .orderBy(desc(orders.fulfilmentMethod), asc(orders.paidAt), asc(orders.number));
      return withLines(db, rows);
    },

    /** What to harvest and pack for a day: the quantity of each product over the orders toPackOn it. */
    packingFor: (day: FarmDay): Promise<PackingLine[]> => packingLines(db, dueOn(day)),

    /**
     * A day's run, as the driver takes it: the deliveries booked for the day (or, with no day booked,
     * that went out within it, their event) that are out or delivered since, by zone (those with
     * none last), town, postcode and number. Never a pickup.
     */
    async outOn(day: FarmDay): Promise<StoredOrder[]> {
      const wentOut = db
        .select({ one: sql`1` })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'out_for_delivery'), within(orderEvents.at, day)));
      const rows = await db
        .select()
        .from(orders)
        .where(and(deliveryOn(day, exists(wentOut)), inArray(orders.status, ['out_for_delivery', 'delivered'])))
        .orderBy(sql`${orders.deliveryZone} asc nulls last`, asc(orders.city), asc(orders.postcode), asc(orders.number));
      return withLines(db, rows);
    },

    /** Newest first, with their lines. */
    async list({ statuses, from, to, limit }: OrderFilter): Promise<StoredOrder[]> {
      const conditions = [
        statuses?.length ? inArray(orders.status, [...statuses]) : undefined,
        from ? gte(orders.createdAt, from) : undefined,
        to ? lte(orders.createdAt, to) : undefined,
      ];
      const rows = await db
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(limit);
      return withLines(db, rows);
    },

    /** What to harvest and pack: the quantity of each product over the orders paid in a period. */
    packingList: ({ from, to }: { from?: Date; to?: Date }): Promise<PackingLine[]> =>
      packingLines(db, and(from ? gte(orders.paidAt, from) : undefined, to ? lte(orders.paidAt, to) : undefined)),
  };
}
