import * as z from 'zod/mini';
import type { FulfilmentMethod } from './fulfilment';
import { AWAITING_WEIGHTS, type PaymentState } from './weighing';

/**
 * An order's life (docs/architecture.md#orders). `pending` from the checkout's start; the payment
 * provider then makes it `paid`, `failed`, `expired` or `cancelled`, once. The farm's staff then
 * work a paid order through packing to its delivery or pickup, or refund it (ORDER_TRANSITIONS).
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'packed',
  'out_for_delivery',
  'delivered',
  'ready_for_pickup',
  'picked_up',
  'refunded',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** How each status reads to the farm's staff and to a shopper. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  refunded: 'Refunded',
};

/**
 * What the staff may move an order to, from each status. Deliveries go paid → packed →
 * out_for_delivery → delivered; pickups paid → packed → ready_for_pickup → picked_up. A pending
 * order can be cancelled; a paid one, and anything after, refunded (through the refund action
 * only, since the payment provider must accept it first).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['packed', 'refunded'],
  packed: ['out_for_delivery', 'ready_for_pickup', 'refunded'],
  out_for_delivery: ['delivered', 'refunded'],
  ready_for_pickup: ['picked_up', 'refunded'],
  delivered: ['refunded'],
  picked_up: ['refunded'],
  failed: [],
  expired: [],
  cancelled: [],
  refunded: [],
};

/** The statuses only one way of reaching the shopper passes through: a pickup is never out for delivery. */
const ONLY_FOR: Partial<Record<OrderStatus, FulfilmentMethod>> = {
  out_for_delivery: 'delivery',
  delivered: 'delivery',
  ready_for_pickup: 'pickup',
  picked_up: 'pickup',
};

/** What of an order, beside its status, decides where it may go: how it reaches the shopper, and its money. */
export interface OrderCourse {
  method: FulfilmentMethod;
  payment: PaymentState;
}

/**
 * Whether the staff may move an order from one status to another: ORDER_TRANSITIONS allows it, it
 * is a step of the order's own way (a pickup is never out for delivery), and an order with weighed
 * produce is packed only once its weights are in (docs/decisions/weighed-produce.md).
 */
export const canTransition = (from: OrderStatus, to: OrderStatus, course: OrderCourse) =>
  ORDER_TRANSITIONS[from].includes(to) &&
  (ONLY_FOR[to] ?? course.method) === course.method &&
  !(to === 'packed' && AWAITING_WEIGHTS.includes(course.payment));

/** Where the staff may move such an order next, in ORDER_TRANSITIONS' order. */
export const nextStatuses = (from: OrderStatus, course: OrderCourse) =>
  ORDER_TRANSITIONS[from].filter((to) => canTransition(from, to, course));

/** Who takes the money: Stripe Checkout, or the local test-payment page for offline development. */
const PAYMENT_PROVIDERS = ['stripe', 'local'] as const;
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;
