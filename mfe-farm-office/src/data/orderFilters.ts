import { ORDER_STATUS_LABELS, ORDER_STATUSES, type PaymentProviderName } from 'shared/src/api';

/** The status filter's choices, in the order an order lives them. */
export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

/**
 * How an order reaches its customer, for the list's `method` filter. Only delivery exists today;
 * pickup joins here with the pickup issue (the statuses for it are already in the contract).
 */
export const DELIVERY_METHODS = [{ value: 'delivery', label: 'Delivery' }] as const;

/** Who took the money, as the staff know them. */
export const PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  local: 'Local test payment (no money taken)',
};
