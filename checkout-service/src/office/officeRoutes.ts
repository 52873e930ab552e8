import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  API_PATHS,
  FULFILMENT_METHODS,
  ORDER_STATUSES,
  type FulfilmentMethod,
  RefundRequestSchema,
  STAFF_NOTE_MAX_LENGTH,
  StatusChangeSchema,
  type Message,
  type OrderDetail,
  type OrderPage,
  type PackingDay,
  type PackingSlips,
  type RunSheet,
} from 'contract';
import { toCsv } from '../exports/csv';
import { queryText, sendCsv, wantsCsv } from '../exports/csvAnswer';
import { PACKING_CSV_COLUMNS, packingCsvRecord } from '../exports/orderExports';
import { parseDay, parseRange, parseStatuses } from '../exports/orderFilters';
import type { StoredOrder } from '../domain';
import { RequestError } from '../http/httpErrors';
import { jsonBody } from '../http/jsonBody';
import { parseBody, type Sentences } from '../http/validateBody';
import type { MailComposer } from '../mail/compose';
import type { Outbox, OutboxMessage } from '../mail/outbox';
import { dayOf, farmDay } from '../orders/farmDay';
import type { OrderStore } from '../orders/orderStore';
import { eventView, staffView, summaryView } from '../orders/orderViews';
import { createWorkflow } from '../orders/workflow';
import type { PaymentProvider } from '../payments/types';
import { RUN_SHEET_CSV_COLUMNS, RUN_SHEET_CSV_PHONE_COLUMNS, runSheetCsvRecord, SLIP_CSV_COLUMNS, slipCsvRecord } from './officeExports';

/** What the staff guard leaves for the routes: who is signed in. */
export interface OfficeState {
  staff: { id: string; email: string };
}

/** The staff sign-in's guard (src/staff/), given by the app, so this router is tested with a stand-in. */
export interface OfficeGuards {
  /** 401 `{ error, code }` without a signed-in staff member; otherwise sets `ctx.state.staff`. */
  requireStaff: Middleware<OfficeState>;
}

export interface OfficeOptions {
  /** FARM_TIME_ZONE: the office's days, "today" included, are the farm's. */
  timeZone: string;
  /** The clock "today" is read from; tests set it. */
  now?: () => number;
  /** The e-mails the staff's changes send, which the workflow hands to the store (docs/decisions/mail-outbox.md). */
  mail: MailComposer;
}

export const PAGE_SIZE = 25;
const SEARCH_MAX = 100;
/** A status change or a refund is a few hundred bytes at most. */
const BODY_LIMIT = '4kb';
/** Our order numbers (src/orders/orderNumber.ts), in any case: anything else is no order of ours. */
const ORDER_NUMBER = /^TV-[0-9A-Z]{8}$/i;
/** An outbox message's id: anything else is no message of ours (and never reaches the database's uuid column). */
const MESSAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REASON_REQUIRED = `reason is required: say why the order is refunded, in at most ${STAFF_NOTE_MAX_LENGTH} characters.`;
const tooLong = (field: string) => `${field} must be at most ${STAFF_NOTE_MAX_LENGTH} characters long.`;

/** Refusals of a status change (StatusChangeSchema): a note is text, trimmed, of at most STAFF_NOTE_MAX_LENGTH. */
const STATUS_CHANGE_SENTENCES: Sentences = {
  '': () => 'The request body must be a JSON object with to, the new status, and an optional note.',
  to: () => `to must be one of ${ORDER_STATUSES.join(', ')}.`,
  note: ({ code }) => (code === 'too_big' ? tooLong('note') : `note must be text of at most ${STAFF_NOTE_MAX_LENGTH} characters.`),
};

/** Refusals of a refund (RefundRequestSchema): a reason missing, not text or blank is required. */
const REFUND_SENTENCES: Sentences = {
  '': () => 'The request body must be a JSON object with reason, why the order is refunded.',
  reason: ({ code }) => (code === 'too_big' ? tooLong('reason') : REASON_REQUIRED),
};

function parsePage(text: string | undefined): number {
  if (text === undefined || text === '') return 1;
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 0;
  if (page < 1) throw new RequestError(400, 'page must be a whole number from 1.');
  return page;
}

const isMethod = (text: string): text is FulfilmentMethod => (FULFILMENT_METHODS as readonly string[]).includes(text);

/** The list's `method` filter: deliveries or pickups only. */
function parseMethod(text: string | undefined): FulfilmentMethod | undefined {
  if (text === undefined || text === '') return undefined;
  if (!isMethod(text)) throw new RequestError(400, `method must be ${FULFILMENT_METHODS.join(' or ')}.`);
  return text;
}

function parseSearch(text: string | undefined): string | undefined {
  const search = text?.trim();
  if (search && search.length > SEARCH_MAX) throw new RequestError(400, `q must be at most ${SEARCH_MAX} characters long.`);
  return search || undefined;
}

/** The order number a route's `:number` names, upper case; a 404 for anything that is no order number of ours. */
export function orderNumberOf(ctx: Context): string {
  const number = String(ctx.params.number);
  if (!ORDER_NUMBER.test(number)) throw new RequestError(404, `There is no order ${number.slice(0, 40)}.`);
  return number.toUpperCase();
}

/** One of an order's e-mails as the office sees it: no content, no Message-ID, no lease. */
const messageView = (message: OutboxMessage): Message => ({
  id: message.id,
  kind: message.kind,
  to: message.to,
  subject: message.subject,
  status: message.status,
  attempts: message.attempts,
  lastError: message.lastError,
  createdAt: message.createdAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
});

/** An order as the office's order page shows it, with its timeline and e-mails: what every change of it answers. */
export const orderDetailOf =
  (orders: OrderStore, outbox: Outbox) =>
  async (order: StoredOrder): Promise<OrderDetail> => {
    const [events, messages] = await Promise.all([orders.events(order.id), outbox.forOrder(order.id)]);
    return { order: staffView(order), events: events.map(eventView), messages: messages.map(messageView) };
  };

/**
 * A run sheet's stops: one per zone, town and postcode, in the order the store gave (by zone, those
 * with none last, then town, postcode, number), so a zone's stops follow each other.
 */
function stopsOf(orders: StoredOrder[]): RunSheet['stops'] {
  const stops: RunSheet['stops'] = [];
  for (const order of orders) {
    const { zone } = order.fulfilment;
    const town = order.customer.city ?? '';
    const postcode = order.customer.postcode ?? '';
    const last = stops.at(-1);
    if (last && last.zone === zone && last.town === town && last.postcode === postcode) last.orders.push(staffView(order));
    else stops.push({ zone, town, postcode, orders: [staffView(order)] });
  }
  return stops;
}

/**
 * The farm's office (docs/architecture.md#the-farms-office): the staff's order list, an order with
 * its timeline and e-mails, its status changes, refund and e-mails sent again, and the day's work
 * (packing list, packing slips, run sheet), the last three also as CSV. Every route needs a signed-in staff member
 * (`requireStaff`); that every change comes from the site itself and no answer is cached is the
 * staff area's guard, once for all of /api/staff (`staffArea` in src/staff/staffRoutes.ts).
 *
 * An order's day (in FARM_TIME_ZONE) is its pickup day, or for a delivery the day booked for it
 * (docs/product.md#delivery-rules); with no day booked (no zones set), the day it was paid, and on
 * the run sheet, which has deliveries only, the day it went out.
 */
export function officeRoutes(
  orders: OrderStore,
  outbox: Outbox,
  provider: PaymentProvider,
  guards: OfficeGuards,
  { timeZone, now = Date.now, mail }: OfficeOptions,
): Router<OfficeState> {
  const router = new Router<OfficeState>();
  const workflow = createWorkflow(orders, provider, mail);
  const staffOnly = [guards.requireStaff];
  const staffChange = [guards.requireStaff, ...jsonBody(BODY_LIMIT)];
  /** A change that needs no body (a resend): the same guard, nothing to parse. */
  const staffAction = [guards.requireStaff];

  const today = () => dayOf(new Date(now()), timeZone);
  const dayAsked = (ctx: Context) => {
    const day = queryText(ctx, 'day');
    return day === undefined || day === '' ? today() : parseDay('day', day);
  };
  const numberOf = orderNumberOf;
  const detail = orderDetailOf(orders, outbox);
  async function orderAsked(ctx: Context): Promise<StoredOrder> {
    const number = numberOf(ctx);
    const order = await orders.findByNumber(number);
    if (!order) throw new RequestError(404, `There is no order ${number}.`);
    return order;
  }

  router.get(API_PATHS.staffOrders, ...staffOnly, async (ctx) => {
    const page = parsePage(queryText(ctx, 'page'));
    const found = await orders.page({
      statuses: parseStatuses(queryText(ctx, 'status')),
      ...parseRange({ from: queryText(ctx, 'from'), to: queryText(ctx, 'to') }, timeZone),
      method: parseMethod(queryText(ctx, 'method')),
      search: parseSearch(queryText(ctx, 'q')),
      today: farmDay(today(), timeZone),
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    });
    const body: OrderPage = { orders: found.orders.map(summaryView), page, pageSize: PAGE_SIZE, total: found.total };
    ctx.body = body;
  });

  router.get(API_PATHS.staffOrder, ...staffOnly, async (ctx) => {
    ctx.body = await detail(await orderAsked(ctx));
  });

  router.post(API_PATHS.staffOrderStatus, ...staffChange, async (ctx) => {
    const number = numberOf(ctx);
    const { to, note } = parseBody(StatusChangeSchema, ctx.request.rawBody ? ctx.request.body : undefined, STATUS_CHANGE_SENTENCES);
    ctx.body = await detail(await workflow.moveTo(number, to, ctx.state.staff.email, note || null));
  });

  router.post(API_PATHS.staffOrderRefund, ...staffChange, async (ctx) => {
    const number = numberOf(ctx);
    const { reason } = parseBody(RefundRequestSchema, ctx.request.rawBody ? ctx.request.body : undefined, REFUND_SENTENCES);
    ctx.body = await detail(await workflow.refund(number, reason, ctx.state.staff.email));
  });

  // A message sent again is a new message (a new Message-ID, due now); the one resent keeps its history.
  router.post(API_PATHS.staffOrderMessageResend, ...staffAction, async (ctx) => {
    const order = await orderAsked(ctx);
    const id = String(ctx.params.id);
    const copy = MESSAGE_ID.test(id) ? await outbox.resend(order.id, id) : null;
    if (!copy) throw new RequestError(404, `Order ${order.number} has no message ${id.slice(0, 40)}.`);
    ctx.body = await detail(order);
  });

  // The day's work: what to pack and for whom (the paid orders not yet packed whose day it is),
  // and the run (the deliveries of that day out or delivered, by zone).
  router.get(API_PATHS.staffPacking, ...staffOnly, async (ctx) => {
    const csv = wantsCsv(ctx);
    const day = dayAsked(ctx);
    const lines = await orders.packingFor(farmDay(day, timeZone));
    if (csv) return sendCsv(ctx, `packing-${day}`, toCsv(PACKING_CSV_COLUMNS, lines.map(packingCsvRecord)));
    const body: PackingDay = { day, lines };
    ctx.body = body;
  });

  router.get(API_PATHS.staffSlips, ...staffOnly, async (ctx) => {
    const csv = wantsCsv(ctx);
    const day = dayAsked(ctx);
    const slips = (await orders.toPackOn(farmDay(day, timeZone))).map(staffView);
    if (csv) return sendCsv(ctx, `slips-${day}`, toCsv(SLIP_CSV_COLUMNS, slips.map(slipCsvRecord)));
    const body: PackingSlips = { day, orders: slips };
    ctx.body = body;
  });

  router.get(API_PATHS.staffRunSheet, ...staffOnly, async (ctx) => {
    const csv = wantsCsv(ctx);
    const day = dayAsked(ctx);
    const stops = stopsOf(await orders.outOn(farmDay(day, timeZone)));
    if (csv) {
      const records = stops.flatMap((stop) => stop.orders.map((order) => runSheetCsvRecord(stop, order)));
      return sendCsv(ctx, `run-sheet-${day}`, toCsv(RUN_SHEET_CSV_COLUMNS, records, RUN_SHEET_CSV_PHONE_COLUMNS));
    }
    const body: RunSheet = { day, stops };
    ctx.body = body;
  });

  return router;
}
