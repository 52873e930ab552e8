import * as z from 'zod/mini';

/**
 * An order's life (docs/product.md#orders): `pending` from the checkout's start, then once
 * `paid`, `failed`, `expired` or `cancelled`, as the payment provider reports it.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Who takes the money: Stripe Checkout, or the local test-payment page for offline development. */
const PAYMENT_PROVIDERS = ['stripe', 'local'] as const;
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;
