import type { RunSheet, StaffOrder } from 'contract';
import { DELIVERY_CSV_COLUMNS, deliveryCsvFields, itemsText, PAYMENT_CSV_COLUMNS, paymentCsvFields } from '../exports/orderExports';
import { customerName } from '../orders/orderViews';

/** The office's day lists as a spreadsheet reads them (CSV, src/exports/csv.ts), one row per order. */

/**
 * A packing slip: whose box it is, whether it is collected or delivered, what goes in (a weighed
 * line with its estimate and weight), what they asked for, and its money (held, charged).
 */
export const SLIP_CSV_COLUMNS = [
  'number',
  'customer',
  'method',
  'pickup_day',
  'items',
  'notes',
  ...DELIVERY_CSV_COLUMNS,
  ...PAYMENT_CSV_COLUMNS,
] as const;

export function slipCsvRecord(order: StaffOrder): Record<(typeof SLIP_CSV_COLUMNS)[number], string> {
  const { method, pickupDay } = order.fulfilment;
  return {
    number: order.number,
    customer: customerName(order),
    method,
    pickup_day: pickupDay ?? '',
    items: itemsText(order),
    notes: order.customer.notes ?? '',
    ...deliveryCsvFields(order),
    ...paymentCsvFields(order),
  };
}

/**
 * A run sheet's stop, an order each, in the driver's order: zone, town, postcode, then where
 * exactly; the stop's zone is the order's (`zone`, empty for none), among the delivery columns.
 */
export const RUN_SHEET_CSV_COLUMNS = [
  'town',
  'postcode',
  'number',
  'status',
  'customer',
  'address_line1',
  'address_line2',
  'phone',
  'notes',
  'items',
  ...DELIVERY_CSV_COLUMNS,
] as const;
/** Exported as typed, not guarded as text: a courier's import reads the number (src/exports/csv.ts). */
export const RUN_SHEET_CSV_PHONE_COLUMNS: ReadonlyArray<(typeof RUN_SHEET_CSV_COLUMNS)[number]> = ['phone'];

export function runSheetCsvRecord(
  stop: RunSheet['stops'][number],
  order: StaffOrder,
): Record<(typeof RUN_SHEET_CSV_COLUMNS)[number], string> {
  const c = order.customer;
  return {
    town: stop.town,
    postcode: stop.postcode,
    number: order.number,
    status: order.status,
    customer: customerName(order),
    address_line1: c.address1 ?? '',
    address_line2: c.address2 ?? '',
    phone: c.phone ?? '',
    notes: c.notes ?? '',
    items: itemsText(order),
    ...deliveryCsvFields(order),
  };
}
