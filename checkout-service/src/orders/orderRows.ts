import { asc, inArray, type SQL } from 'drizzle-orm';
import { BILLING_FIELDS, type BillingField } from 'contract';
import type { StoredCustomer, StoredLine, StoredOrder } from '../domain';
import type { Database } from '../store/database';
import { orderLines, orders } from '../store/schema';

/** How an order's rows become a StoredOrder and back: the one mapping the store's changes and lists share. */

type OrderRow = typeof orders.$inferSelect;

/** Who changed an order when no one on the staff did: the checkout, the payment provider. */
export const SYSTEM_ACTOR = 'system';

/**
 * Which column of `orders` keeps each billing field: a field added to BILLING_FIELDS does not
 * compile until it has its column here, and both directions below follow from this one map.
 */
const CUSTOMER_COLUMNS = {
  firstName: 'firstName',
  lastName: 'lastName',
  country: 'country',
  address1: 'addressLine1',
  address2: 'addressLine2',
  city: 'city',
  state: 'state',
  postcode: 'postcode',
  phone: 'phone',
  email: 'email',
  notes: 'notes',
} as const satisfies Record<BillingField, keyof OrderRow>;
type CustomerColumn = (typeof CUSTOMER_COLUMNS)[BillingField];

/** The order's customer columns, from a form's or a provider's fields; empty text is stored as null. */
export const customerColumns = (customer: Partial<StoredCustomer> | null) =>
  Object.fromEntries(BILLING_FIELDS.map((field) => [CUSTOMER_COLUMNS[field], customer?.[field] || null])) as Record<
    CustomerColumn,
    string | null
  >;

const customerOf = (row: OrderRow) =>
  Object.fromEntries(BILLING_FIELDS.map((field) => [field, row[CUSTOMER_COLUMNS[field]]])) as StoredCustomer;

export const toOrder = (row: OrderRow, lines: StoredLine[]): StoredOrder => ({
  id: row.id,
  number: row.number,
  status: row.status,
  customer: customerOf(row),
  currency: row.currency,
  totalCents: row.totalCents,
  provider: row.provider,
  providerSessionId: row.providerSessionId,
  checkoutUrl: row.checkoutUrl,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
  refundId: row.refundId,
  lateRefundId: row.lateRefundId,
  browserKeyHash: row.browserKeyHash,
  pageToken: row.pageToken,
  fulfilment: {
    method: row.fulfilmentMethod,
    pickupDay: row.pickupDay,
    deliveryDay: row.deliveryDay,
    zone: row.deliveryZone,
    feeCents: row.deliveryFeeCents,
  },
  payment: {
    state: row.payment,
    estimateCents: row.totalCents,
    heldCents: row.heldCents,
    chargedCents: row.chargedCents,
    holdEndsAt: row.holdEndsAt?.toISOString() ?? null,
  },
  balanceSessionId: row.balanceSessionId,
  lines,
});

const LINE_COLUMNS = {
  orderId: orderLines.orderId,
  productId: orderLines.productId,
  title: orderLines.title,
  unitPriceCents: orderLines.unitPriceCents,
  quantity: orderLines.quantity,
  lineTotalCents: orderLines.lineTotalCents,
  estimatedGrams: orderLines.estimatedGrams,
  actualGrams: orderLines.actualGrams,
  chargedCents: orderLines.chargedCents,
};

type LineRow = {
  [K in keyof typeof LINE_COLUMNS]:
    (typeof LINE_COLUMNS)[K]['_']['data'] | ((typeof LINE_COLUMNS)[K]['_']['notNull'] extends true ? never : null);
};

const toLine = ({ estimatedGrams, actualGrams, chargedCents, orderId: _orderId, ...line }: LineRow): StoredLine => ({
  ...line,
  weighing: estimatedGrams === null ? null : { estimatedGrams, actualGrams, chargedCents },
});

/** Orders with their lines, in the order given. */
export async function withLines(db: Database, rows: OrderRow[]): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select(LINE_COLUMNS)
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, StoredLine[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), toLine(line)]);
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

export async function findOne(db: Database, where: SQL | undefined): Promise<StoredOrder | null> {
  const [order] = await withLines(db, await db.select().from(orders).where(where).limit(1));
  return order ?? null;
}
