import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrderStatus } from 'contract';
import type { Database } from '../store/database';
import { placeholdersOf, preparedStatement, rowOf } from '../store/preparedStatement';
import { orderEvents, orderLines, orders } from '../store/schema';
import { SYSTEM_ACTOR } from './orderRows';

/**
 * A new order's three writes in one statement (data-modifying CTEs): its row, its first event and
 * its lines. Each statement costs the checkout a round trip inside its transaction, and the event
 * and the lines are written exactly when the order is: when its idempotency key is taken already,
 * none of the three is (docs/performance-log.md, 28 November 2026).
 */

type OrderValues = typeof orders.$inferInsert;

/** The line's columns the checkout writes, besides the order's id; what is weighed later starts empty. */
const LINE_KEYS = [
  'position',
  'productId',
  'title',
  'unitPriceCents',
  'quantity',
  'lineTotalCents',
  'reservedQuantity',
  'estimatedGrams',
] as const satisfies readonly (keyof typeof orderLines.$inferInsert)[];

/** A line of a new order, every column the checkout writes given. */
export type NewLine = Required<Pick<typeof orderLines.$inferInsert, (typeof LINE_KEYS)[number]>>;

const lineColumns = getTableColumns(orderLines);
const eventColumns = getTableColumns(orderEvents);

/** Columns by their own names: unqualified for an insert's list, or of the relation `of`. */
const columnList = (names: readonly string[], of?: SQLWrapper): SQL =>
  sql.join(
    names.map((name) => (of ? sql`${of}.${sql.identifier(name)}` : sql.identifier(name))),
    sql`, `,
  );

/** The written columns of a line, in LINE_KEYS's order: the insert's list, the JSON's keys and the record's types. */
const writtenLineColumns = LINE_KEYS.map((key) => lineColumns[key]);
const lineNames = writtenLineColumns.map((column) => column.name);
/** The lines travel as one JSON parameter, read back as rows of these columns and types, for any number of lines. */
const lineRecord = sql.join(
  writtenLineColumns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
  sql`, `,
);

/** The lines as the statement's JSON parameter: objects keyed by column name. */
const linesJson = (lines: readonly NewLine[]) =>
  JSON.stringify(lines.map((line) => Object.fromEntries(LINE_KEYS.map((key, i) => [lineNames[i], line[key]]))));

const FIRST_STATUS: OrderStatus = 'pending';

const statement = preparedStatement('checkout_insert_new_order', (db, values: OrderValues & { lines: string }) => {
  const { lines, ...order } = placeholdersOf(values);
  const insertOrder = db.insert(orders).values(order).onConflictDoNothing({ target: orders.idempotencyKey }).returning();
  const newOrder = sql.identifier('new_order');
  const line = sql.identifier('line');
  const orderId = sql`${newOrder}.${sql.identifier(orders.id.name)}`;
  return sql`with ${newOrder} as (${insertOrder.getSQL()}),
    first_event as (
      insert into ${orderEvents} (${columnList([eventColumns.orderId.name, eventColumns.toStatus.name, eventColumns.actor.name])})
      select ${orderId}, ${FIRST_STATUS}, ${SYSTEM_ACTOR} from ${newOrder}
    ),
    new_lines as (
      insert into ${orderLines} (${columnList([lineColumns.orderId.name, ...lineNames])})
      select ${orderId}, ${columnList(lineNames, line)}
      from ${newOrder}, json_to_recordset(${lines}::json) as ${line}(${lineRecord})
    )
    select * from ${newOrder}`;
});

/**
 * Writes the order with its first event and its lines; null, writing nothing, when an order
 * holds its idempotency key already (a retried request, or its concurrent twin).
 */
export async function insertNewOrder(tx: Database, order: OrderValues, lines: readonly NewLine[]) {
  const [row] = await statement(tx, { ...order, lines: linesJson(lines) });
  return row ? rowOf(orders, row) : null;
}
