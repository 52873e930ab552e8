import { RequestError } from '../http/httpErrors';
import type { OrderFilter } from '../domain';
import { ORDER_STATUSES, type OrderStatus } from 'shared/src/api';

const DEFAULT_LIST_LIMIT = 1000;
const MAX_LIST_LIMIT = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The day of a date-time, which must begin with one and its hour and minute. */
const DATE_TIME_DAY = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}/;

/**
 * Date parsing rolls a day past its month's end over (2020-02-30 reads as 1 March), so a day is
 * real only if it reads back the same.
 */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * A date (a whole day, in UTC) or an ISO date-time with its offset. `from` starts at the
 * beginning of its day, `to` includes the whole of its day.
 */
function parseBoundary(name: 'from' | 'to', value: string | undefined): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const day = DAY.test(value);
  const date = new Date(day ? `${value}T00:00:00.000Z` : value);
  const calendarDay = day ? value : DATE_TIME_DAY.exec(value)?.[1];
  if (Number.isNaN(date.getTime()) || !calendarDay || !isCalendarDay(calendarDay)) {
    throw new RequestError(400, `${name} must be a date such as 2026-11-23 (a whole day in UTC) or a date-time such as 2026-11-23T08:00:00-03:00 (got ${JSON.stringify(value.slice(0, 40))}).`);
  }
  return day && name === 'to' ? new Date(date.getTime() + 86_400_000 - 1) : date;
}

export interface RangeQuery {
  from?: string;
  to?: string;
}

export function parseRange(query: RangeQuery): { from?: Date; to?: Date } {
  const from = parseBoundary('from', query.from);
  const to = parseBoundary('to', query.to);
  if (from && to && from > to) throw new RequestError(400, 'from must not be after to.');
  return { from, to };
}

export interface ListQuery extends RangeQuery {
  status?: string;
  limit?: string;
}

/** The farm's list filters, from a query string or the command line; each mistake is a sentence. */
export function parseOrderFilter(query: ListQuery): OrderFilter {
  const statuses = query.status ? query.status.split(',').map((s) => s.trim()) : [];
  const unknown = statuses.find((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
  if (unknown !== undefined) throw new RequestError(400, `status must be one or more of ${ORDER_STATUSES.join(', ')}, separated by commas (got ${JSON.stringify(unknown.slice(0, 40))}).`);
  let limit = DEFAULT_LIST_LIMIT;
  if (query.limit !== undefined) {
    limit = /^\d{1,6}$/.test(query.limit) ? Number(query.limit) : 0;
    if (limit < 1 || limit > MAX_LIST_LIMIT) throw new RequestError(400, `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.`);
  }
  return { statuses: statuses as OrderStatus[], ...parseRange(query), limit };
}
