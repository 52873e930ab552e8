import { ORDER_STATUS_LABELS, ORDER_STATUSES, type FulfilmentMethod, type OrderStatus, type PaymentProviderName } from 'shared/src/api';
import { FULFILMENT_TEXTS } from './officeTexts';

/** The status filter's choices, in the order an order lives them. */
export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

/** How an order reaches its customer, for the list's `method` filter (the service filters on it). */
export const DELIVERY_METHODS = (['delivery', 'pickup'] as const satisfies readonly FulfilmentMethod[]).map((value) => ({
  value,
  label: FULFILMENT_TEXTS.methods[value],
}));

/**
 * The statuses only one way of reaching the customer goes through. The contract lets a packed
 * order move to either, but the service refuses (409) the other way's: the office never offers it.
 */
export const METHOD_ONLY_STATUSES: Record<FulfilmentMethod, readonly OrderStatus[]> = {
  delivery: ['out_for_delivery', 'delivered'],
  pickup: ['ready_for_pickup', 'picked_up'],
};

/** Who took the money, as the staff know them. */
export const PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  local: 'Local test payment (no money taken)',
};
