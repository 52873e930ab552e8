import { FULFILMENT_METHODS, ORDER_STATUS_LABELS, ORDER_STATUSES, type PaymentProviderName } from 'contract';
import { FULFILMENT_TEXTS } from './officeTexts';

/** The status filter's choices, in the order an order lives them. */
export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

/** How an order reaches its customer, for the list's `method` filter (the service filters on it). */
export const DELIVERY_METHODS = FULFILMENT_METHODS.map((value) => ({
  value,
  label: FULFILMENT_TEXTS.methods[value],
}));

/** Who took the money, as the staff know them. */
export const PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  local: 'Local test payment (no money taken)',
};
