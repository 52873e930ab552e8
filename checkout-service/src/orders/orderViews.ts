import type { OrderEvent, OrderSummary, ShopperOrder, ShopperOrderPage, StaffOrder } from 'contract';
import type { StoredEvent, StoredOrder } from '../domain';

/**
 * What the service tells about a stored order, typed by the contract (contract/src/api): a field
 * the contract adds does not compile until each view fills it.
 */

/** The lines as a shopper sees them. */
const shopperLines = (order: StoredOrder) =>
  order.lines.map(({ title, quantity, unitPriceCents, lineTotalCents, weighing }) => ({
    title,
    quantity,
    unitPriceCents,
    lineTotalCents,
    weighing,
  }));

/**
 * What the success page may know about an order: enough to thank the shopper, nothing more. The
 * order page's token only when the asking browser started the checkout: a session id alone (in a
 * shared success URL, or the provider's records) opens no address.
 */
export function shopperView(order: StoredOrder, { startedHere }: { startedHere: boolean }): ShopperOrder {
  return {
    number: order.number,
    status: order.status,
    firstName: order.customer.firstName,
    town: order.customer.city,
    currency: order.currency,
    totalCents: order.totalCents,
    lines: shopperLines(order),
    fulfilment: order.fulfilment,
    payment: order.payment,
    pageToken: startedHere ? order.pageToken : null,
  };
}

/** The shopper's own order page: its status, lines, total and where it goes; no e-mail or phone. */
export function shopperPageView(order: StoredOrder): ShopperOrderPage {
  const { customer } = order;
  return {
    number: order.number,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    currency: order.currency,
    totalCents: order.totalCents,
    lines: shopperLines(order),
    fulfilment: order.fulfilment,
    payment: order.payment,
    delivery: {
      name: customerName(order) || null,
      addressLines: [customer.address1, customer.address2].filter((line): line is string => Boolean(line)),
      town: customer.city,
      state: customer.state,
      postcode: customer.postcode,
      country: customer.country,
    },
    notes: customer.notes,
  };
}

/** The farm's view of an order: everything needed to pack and deliver it. */
export function staffView(order: StoredOrder): StaffOrder {
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    customer: order.customer,
    currency: order.currency,
    totalCents: order.totalCents,
    provider: order.provider,
    providerSessionId: order.providerSessionId,
    lateRefundId: order.lateRefundId,
    fulfilment: order.fulfilment,
    payment: order.payment,
    lines: order.lines.map(({ productId, title, unitPriceCents, quantity, lineTotalCents, weighing }) => ({
      productId,
      title,
      unitPriceCents,
      quantity,
      lineTotalCents,
      weighing,
    })),
  };
}

/** The customer's name as the office shows it: first and last, whichever are known. */
export const customerName = (order: Pick<StoredOrder, 'customer'>) =>
  [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ');

/** One row of the office's list; `itemCount` counts the units (2 tomatoes and an apple: 3). */
export function summaryView(order: StoredOrder): OrderSummary {
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customerName: customerName(order),
    town: order.customer.city,
    fulfilment: order.fulfilment,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    currency: order.currency,
    totalCents: order.totalCents,
    payment: order.payment,
  };
}

/** One change in an order's timeline. */
export function eventView(event: StoredEvent): OrderEvent {
  return { at: event.at.toISOString(), from: event.from, to: event.to, actor: event.actor, note: event.note };
}
