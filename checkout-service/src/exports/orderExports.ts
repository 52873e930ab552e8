import { formatCents, weightWords, type PackingLine, type StaffOrder } from 'contract';

/** The farm's order and packing lists as a spreadsheet (CSV) or the orders command's table reads them. */

/** A line as the lists write it; a weighed one with its estimate and, once weighed, its weight: "2 x Tomatoes (about 2 kg, weighed 2.26 kg)". */
function lineText({ quantity, title, weighing }: StaffOrder['lines'][number]): string {
  const item = `${quantity} x ${title}`;
  if (!weighing) return item;
  const weighed = weighing.actualGrams === null ? '' : `, weighed ${weightWords(weighing.actualGrams)}`;
  return `${item} (about ${weightWords(weighing.estimatedGrams * quantity)}${weighed})`;
}

/** An order's lines, as the order, slip and run-sheet lists write them. */
export const itemsText = (order: StaffOrder) => order.lines.map(lineText).join('; ');
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

/**
 * An order's money beside its status (docs/decisions/weighed-produce.md), after the delivery columns
 * so an import that reads columns by position still works: the payment state, what the card was held
 * for (empty when charged at once), and what was charged. `total` stays the order's total at the
 * checkout, an estimate for a weighed order; `charged` is only ever money taken: the total of an order
 * charged at once and paid, the exact amount of a captured hold, nothing of a released one, and empty
 * while the weights or the pay link's payment are awaited.
 */
export const PAYMENT_CSV_COLUMNS = ['payment', 'held', 'charged'] as const;

function chargedCents({ payment, paidAt }: Pick<StaffOrder, 'payment' | 'paidAt'>): number | null {
  switch (payment.state) {
    case 'at_once':
      return paidAt === null ? null : payment.estimateCents;
    case 'captured':
      return payment.chargedCents;
    case 'released':
      return 0;
    default:
      return null;
  }
}

export function paymentCsvFields(order: Pick<StaffOrder, 'payment' | 'paidAt'>): Record<(typeof PAYMENT_CSV_COLUMNS)[number], string> {
  const charged = chargedCents(order);
  return {
    payment: order.payment.state,
    held: order.payment.heldCents === null ? '' : csvAmount(order.payment.heldCents),
    charged: charged === null ? '' : csvAmount(charged),
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
  ...PAYMENT_CSV_COLUMNS,
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
    ...paymentCsvFields(order),
  };
}

/** Grams as the CSVs write kilos, exactly: 2260 -> "2.260". */
const csvKilos = (grams: number) => (grams / 1000).toFixed(3);

/**
 * What to harvest and pack; for a product sold by weight, the kilos estimated for its orders and the
 * kilos weighed so far (both empty for a product sold by the piece).
 */
export const PACKING_CSV_COLUMNS = ['product_id', 'title', 'quantity', 'orders', 'estimated_kg', 'weighed_kg'] as const;
export const packingCsvRecord = (line: PackingLine): Record<(typeof PACKING_CSV_COLUMNS)[number], string> => ({
  product_id: String(line.productId),
  title: line.title,
  quantity: String(line.quantity),
  orders: String(line.orders),
  estimated_kg: line.weight ? csvKilos(line.weight.estimatedGrams) : '',
  weighed_kg: line.weight ? csvKilos(line.weight.weighedGrams) : '',
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
    // What was taken once weighed, never the estimate as if charged.
    Total: order.payment.state === 'captured' ? formatCents(order.payment.chargedCents ?? 0) : formatCents(order.totalCents),
  };
}

export const packingTableRow = (line: PackingLine): Record<string, string> => ({
  Product: line.title,
  Quantity: String(line.quantity),
  Orders: String(line.orders),
  Kilos: line.weight ? `about ${weightWords(line.weight.estimatedGrams)}, ${weightWords(line.weight.weighedGrams)} weighed` : '-',
});
