import type { ShopperOrder, StaffOrder } from 'shared/src/api';
import type { StoredOrder } from '../domain';

/**
 * What the service tells about a stored order, typed by the contract (shared/src/api): a field
 * the contract adds does not compile until each view fills it.
 */

/** What the success page may know about an order: enough to thank the shopper, nothing more. */
export function shopperView(order: StoredOrder): ShopperOrder {
  return {
    number: order.number,
    status: order.status,
    firstName: order.customer.firstName,
    town: order.customer.city,
    currency: order.currency,
    totalCents: order.totalCents,
    lines: order.lines.map(({ title, quantity, unitPriceCents, lineTotalCents }) => ({ title, quantity, unitPriceCents, lineTotalCents })),
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
    lines: order.lines.map(({ productId, title, unitPriceCents, quantity, lineTotalCents }) => ({ productId, title, unitPriceCents, quantity, lineTotalCents })),
  };
}
