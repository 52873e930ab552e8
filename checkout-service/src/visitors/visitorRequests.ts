import type { Context, Middleware } from 'koa';
import { queryText } from '../exports/csvAnswer';
import { RequestError } from '../http/httpErrors';
import { jsonBody } from '../http/jsonBody';
import type { OfficeGuards } from '../office/officeRoutes';

/**
 * What the routes of contact messages, box requests and comments share: reading a form's fields
 * and the office's ids, filters and changes.
 */

/** A status change is a few hundred bytes at most. */
const STAFF_CHANGE_BODY_LIMIT = '4kb';

/** Our records' ids: anything else is no record of ours, and never reaches the database's uuid column (a 500 there). */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The parsed JSON body, or undefined for an empty one, so it is refused with the body's own sentence. */
export const bodyOf = (ctx: Context): unknown => (ctx.request.rawBody ? ctx.request.body : undefined);

/** A staff member's change: signed in, with a small JSON body (the staff area checks it comes from the site). */
export const staffChange = (guards: OfficeGuards): Middleware[] => [
  guards.requireStaff as Middleware,
  ...jsonBody(STAFF_CHANGE_BODY_LIMIT),
];

/** The `:id` of the route, or a 404 naming `what` ("message", "box request") when it cannot be one of ours. */
export function recordIdOf(ctx: Context, what: string): string {
  const id = String(ctx.params.id);
  if (!RECORD_ID.test(id)) throw new RequestError(404, `There is no ${what} ${id.slice(0, 40)}.`);
  return id.toLowerCase();
}

/** `?status=`, one of `statuses`, or undefined when not asked; anything else is a 400 sentence. */
export function statusAsked<S extends string>(ctx: Context, statuses: readonly S[]): S | undefined {
  const status = queryText(ctx, 'status');
  if (status === undefined || status === '') return undefined;
  if (!(statuses as readonly string[]).includes(status)) throw new RequestError(400, `status must be one of ${statuses.join(', ')}.`);
  return status as S;
}

/** A stored time as the contract says times: ISO 8601, UTC. */
export const isoTime = (at: Date) => at.toISOString();
export const isoTimeOrNull = (at: Date | null) => (at ? at.toISOString() : null);
