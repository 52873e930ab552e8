import * as z from 'zod/mini';
import { FulfilmentSchema } from './fulfilment';
import { OrderStatusSchema } from './orderStatus';
import { PackingLineSchema, StaffOrderSchema } from './orderViews';
import { OrderPaymentSchema } from './weighing';

/**
 * The farm's office (mfe-farm-office) and the service's staff API, behind a signed-in staff
 * member's session cookie (docs/architecture.md#the-farms-office). Every changing request comes
 * from the site's own origin; every refusal is the contract's `{ error }` sentence.
 */

/** `POST /api/staff/session`: signing in. */
export const SignInSchema = z.object({ email: z.string(), password: z.string() });

/** `POST /api/staff/session`: who is now signed in. */
export const StaffSessionSchema = z.object({ staff: z.object({ email: z.string() }) });

/**
 * `GET /api/staff/session`: whether anyone is signed in, answered 200 either way, so an office page
 * that asks on arrival gets no refusal for the browser to log. Signed in, the sign-in's `staff`
 * too (which an office built before `signedIn` existed reads as it did).
 */
export const StaffSessionStateSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), staff: z.object({ email: z.string() }) }),
]);

/** `POST /api/admin/staff` (behind ADMIN_TOKEN, for scripts and `npm run staff`): a new staff account. */
export const NewStaffAccountSchema = z.object({ email: z.string(), password: z.string() });
export type NewStaffAccount = z.infer<typeof NewStaffAccountSchema>;

/** Its answer (201): the account made, its e-mail as stored (lower case). */
export const StaffAccountSchema = z.object({ staff: z.object({ email: z.string() }) });

/** One row of the office's order list. */
export const OrderSummarySchema = z.object({
  number: z.string(),
  status: OrderStatusSchema,
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  customerName: z.string(),
  town: z.nullable(z.string()),
  fulfilment: FulfilmentSchema,
  itemCount: z.int(),
  currency: z.string(),
  totalCents: z.int(),
  payment: OrderPaymentSchema,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** `GET /api/staff/orders`: one page of the list, today's orders first, newest first. */
export const OrderPageSchema = z.object({
  orders: z.array(OrderSummarySchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** One change of an order's status: what, when, and who (a staff member's e-mail, or `system`). */
const OrderEventSchema = z.object({
  at: z.string(),
  from: z.nullable(OrderStatusSchema),
  to: OrderStatusSchema,
  actor: z.string(),
  note: z.nullable(z.string()),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/**
 * One e-mail about an order, as the outbox keeps it (docs/decisions/mail-outbox.md): to whom, what,
 * and how sending it went. A resend is a new message; the one resent keeps its own history.
 */
const MessageSchema = z.object({
  id: z.string(),
  /** What it says: order_paid, order_paid_farm, out_for_delivery, ready_for_pickup, refunded, cancelled. */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.int(),
  /** Why the last attempt did not send it; none once sent. */
  lastError: z.nullable(z.string()),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * `GET /api/staff/orders/:number`: the whole order, its timeline (oldest change first) and its
 * e-mails (oldest first); every change of an order (status, refund, resend) answers it too.
 */
export const OrderDetailSchema = z.object({ order: StaffOrderSchema, events: z.array(OrderEventSchema), messages: z.array(MessageSchema) });
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** The most a status change's note or a refund's reason holds, trimmed: a few lines of the timeline. */
export const STAFF_NOTE_MAX_LENGTH = 500;
const StaffNoteSchema = z.string().check(z.trim(), z.maxLength(STAFF_NOTE_MAX_LENGTH));

/** `POST /api/staff/orders/:number/status`: move an order on (refunds have their own action); a blank note is none. */
export const StatusChangeSchema = z.object({ to: OrderStatusSchema, note: z.optional(StaffNoteSchema) });

/** `POST /api/staff/orders/:number/refund`: the reason, which may not be blank, is kept in the timeline. */
export const RefundRequestSchema = z.object({ reason: StaffNoteSchema.check(z.minLength(1)) });

/**
 * `GET /api/staff/packing?day=`: what to pack for a day, over the paid orders not yet packed whose
 * day it is: the pickups and deliveries booked for it, and the deliveries with no day booked paid on it.
 */
export const PackingDaySchema = z.object({ day: z.string(), lines: z.array(PackingLineSchema) });
export type PackingDay = z.infer<typeof PackingDaySchema>;

/** `GET /api/staff/slips?day=`: one packing slip per paid order not yet packed whose day it is (as the packing list). */
export const PackingSlipsSchema = z.object({ day: z.string(), orders: z.array(StaffOrderSchema) });
export type PackingSlips = z.infer<typeof PackingSlipsSchema>;

/**
 * `GET /api/staff/run-sheet?day=`: the deliveries of that day out for delivery or delivered, by
 * zone, then town and postcode; never a pickup. A stop's `zone` is its orders' zone, null for
 * deliveries with none (made with no zones set), whose stops come last.
 */
export const RunSheetSchema = z.object({
  day: z.string(),
  stops: z.array(z.object({ zone: z.nullable(z.string()), town: z.string(), postcode: z.string(), orders: z.array(StaffOrderSchema) })),
});
export type RunSheet = z.infer<typeof RunSheetSchema>;

/**
 * `GET /api/staff/holds`: the orders with weighed produce whose card hold ends within a day and is
 * not captured yet, soonest first, then those whose hold ended and which the farm follows
 * (lapsed, or a pay link sent and not paid).
 */
export const HoldsListSchema = z.object({ endingSoon: z.array(OrderSummarySchema), lapsed: z.array(OrderSummarySchema) });
export type HoldsList = z.infer<typeof HoldsListSchema>;
