import { RequestError } from '../http/httpErrors';
import type { OrderFilter } from '../domain';
import { ORDER_STATUSES, type OrderStatus } from 'contract';
import { dayBounds } from '../orders/farmDay';

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
 * The days a query may name. Year 0 and year 10000 were 500s (issue 37: the database refuses
 * them), and no order is older than the shop or a century ahead.
 */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

/** A real calendar day (`YYYY-MM-DD`, so compared as text) is in range, or a 400 sentence. */
function inRange(name: string, day: string, value: string): void {
  if (day < FIRST_DAY || day > LAST_DAY)
    throw new RequestError(400, `${name} must be between ${FIRST_DAY} and ${LAST_DAY} (got ${JSON.stringify(value.slice(0, 40))}).`);
}

/**
 * A date (a whole day, in UTC unless a time zone is given) or an ISO date-time with its offset.
 * `from` starts at the beginning of its day, `to` includes the whole of its day.
 */
function parseBoundary(name: 'from' | 'to', value: string | undefined, timeZone: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const day = DAY.test(value);
  const calendarDay = day ? value : DATE_TIME_DAY.exec(value)?.[1];
  const date = day && calendarDay && isCalendarDay(calendarDay) ? dayBounds(value, timeZone).start : new Date(value);
  if (Number.isNaN(date.getTime()) || !calendarDay || !isCalendarDay(calendarDay)) {
    const whole = timeZone === 'UTC' ? 'UTC' : `the farm's time zone, ${timeZone}`;
    throw new RequestError(
      400,
      `${name} must be a date such as 2026-11-23 (a whole day in ${whole}) or a date-time such as 2026-11-23T08:00:00-03:00 (got ${JSON.stringify(value.slice(0, 40))}).`,
    );
  }
  inRange(name, calendarDay, value);
  return day && name === 'to' ? new Date(dayBounds(value, timeZone).end.getTime() - 1) : date;
}

export interface RangeQuery {
  from?: string;
  to?: string;
}

/** The admin list's days are UTC's; the office's are the farm's (FARM_TIME_ZONE). */
export function parseRange(query: RangeQuery, timeZone = 'UTC'): { from?: Date; to?: Date } {
  const from = parseBoundary('from', query.from, timeZone);
  const to = parseBoundary('to', query.to, timeZone);
  if (from && to && from > to) throw new RequestError(400, 'from must not be after to.');
  return { from, to };
}

/** A calendar day such as 2026-11-23 from 2000 to 2100 (`day` in the office's day lists), or a 400 sentence. */
export function parseDay(name: string, value: string): string {
  if (!DAY.test(value) || !isCalendarDay(value))
    throw new RequestError(400, `${name} must be a date such as 2026-11-23 (got ${JSON.stringify(value.slice(0, 40))}).`);
  inRange(name, value, value);
  return value;
}

export interface ListQuery extends RangeQuery {
  status?: string;
  limit?: string;
}

/** `status=paid,packed`: the statuses asked for (none: all), or a 400 sentence naming the ones there are. */
export function parseStatuses(text: string | undefined): OrderStatus[] {
  const statuses = text ? text.split(',').map((s) => s.trim()) : [];
  const unknown = statuses.find((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
  if (unknown !== undefined)
    throw new RequestError(
      400,
      `status must be one or more of ${ORDER_STATUSES.join(', ')}, separated by commas (got ${JSON.stringify(unknown.slice(0, 40))}).`,
    );
  return statuses as OrderStatus[];
}

/** The farm's list filters, from a query string or the command line; each mistake is a sentence. */
export function parseOrderFilter(query: ListQuery): OrderFilter {
  const statuses = parseStatuses(query.status);
  let limit = DEFAULT_LIST_LIMIT;
  if (query.limit !== undefined) {
    limit = /^\d{1,6}$/.test(query.limit) ? Number(query.limit) : 0;
    if (limit < 1 || limit > MAX_LIST_LIMIT) throw new RequestError(400, `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.`);
  }
  return { statuses, ...parseRange(query), limit };
}
