import { formatCents, type PackingLine, type StaffOrder } from 'contract';

/** The farm's order and packing lists as a spreadsheet (CSV) or the orders command's table reads them. */

const itemsText = (order: StaffOrder) => order.lines.map((line) => `${line.quantity} x ${line.title}`).join('; ');
const fullName = (order: StaffOrder) => [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ');

/** An amount as the CSVs write it, with the currency in its own column: 1710 -> "17.10". */
const csvAmount = (cents: number) => (cents / 100).toFixed(2);

/**
 * Where a delivery stands (docs/product.md#delivery-rules), the last columns of each order's CSV,
 * so an import that reads columns by position still works: the day booked and the zone (empty with
 * no zones set), and the fee, part of the total (empty for a pickup).
 */
export const DELIVERY_CSV_COLUMNS = ['delivery_day', 'zone', 'delivery_fee'] as const;

export function deliveryCsvFields({ fulfilment }: Pick<StaffOrder, 'fulfilment'>): Record<(typeof DELIVERY_CSV_COLUMNS)[number], string> {
  return {
    delivery_day: fulfilment.deliveryDay ?? '',
    zone: fulfilment.zone ?? '',
    delivery_fee: fulfilment.method === 'delivery' ? csvAmount(fulfilment.feeCents) : '',
  };
}

/** One row per order, the columns a spreadsheet or a courier's import expects. */
export const ORDER_CSV_COLUMNS = [
  'number',
  'status',
  'created_at',
  'paid_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postcode',
  'country',
  'notes',
  'items',
  'total',
  'currency',
  'provider',
  'provider_session_id',
  // Added with pickups, after the others, so an import that reads columns by position still works.
  'method',
  'pickup_day',
  ...DELIVERY_CSV_COLUMNS,
] as const;
/** Exported as typed, not guarded as text: couriers' imports read the number (src/exports/csv.ts). */
export const ORDER_CSV_PHONE_COLUMNS: ReadonlyArray<(typeof ORDER_CSV_COLUMNS)[number]> = ['phone'];

export function orderCsvRecord(order: StaffOrder): Record<(typeof ORDER_CSV_COLUMNS)[number], string> {
  const c = order.customer;
  return {
    number: order.number,
    status: order.status,
    created_at: order.createdAt,
    paid_at: order.paidAt ?? '',
    first_name: c.firstName ?? '',
    last_name: c.lastName ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    address_line1: c.address1 ?? '',
    address_line2: c.address2 ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    postcode: c.postcode ?? '',
    country: c.country ?? '',
    notes: c.notes ?? '',
    items: itemsText(order),
    total: csvAmount(order.totalCents),
    currency: order.currency.toUpperCase(),
    provider: order.provider,
    provider_session_id: order.providerSessionId ?? '',
    method: order.fulfilment.method,
    pickup_day: order.fulfilment.pickupDay ?? '',
    ...deliveryCsvFields(order),
  };
}

export const PACKING_CSV_COLUMNS = ['product_id', 'title', 'quantity', 'orders'] as const;
export const packingCsvRecord = (line: PackingLine) => ({
  product_id: String(line.productId),
  title: line.title,
  quantity: String(line.quantity),
  orders: String(line.orders),
});

/** The list as the orders command prints it: one line per order. */
export function orderTableRow(order: StaffOrder): Record<string, string> {
  const c = order.customer;
  return {
    Number: order.number,
    Created: `${order.createdAt.slice(0, 16).replace('T', ' ')} UTC`,
    Status: order.status,
    Customer: fullName(order) || '-',
    'Deliver to': order.fulfilment.pickupDay ? 'pickup at the farm' : [c.address1, c.city, c.country].filter(Boolean).join(', ') || '-',
    // The day it is packed for: a pickup's, or the day a delivery was booked for (none with no zones set).
    Day: order.fulfilment.pickupDay ?? order.fulfilment.deliveryDay ?? '-',
    Items: itemsText(order),
    Total: formatCents(order.totalCents),
  };
}

export const packingTableRow = (line: PackingLine): Record<string, string> => ({
  Product: line.title,
  Quantity: String(line.quantity),
  Orders: String(line.orders),
});
