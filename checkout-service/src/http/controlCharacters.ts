import type { Middleware } from 'koa';
import { RequestError } from './httpErrors';

/**
 * Control characters in a request's text: C0 but tab, line feed and carriage return, DEL, and
 * C1. No form of ours sends them; PostgreSQL refuses a NUL in text (a 500, issue 37), and the
 * rest can forge lines in logs, e-mails and exports or hide text on a screen. Line and paragraph
 * separators (U+2028/2029) are line breaks: text may hold them, one-line fields may not (the
 * contract's checkout request says which are: contract/src/api/checkoutSession.ts).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/** A field path in a sentence stays short: a body may nest thousands of levels deep. */
const PATH_LIMIT = 60;

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number | null;
}

function pathOf(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  let path = '';
  for (const key of keys.reverse()) {
    path += typeof key === 'number' ? `[${key}]` : `${path ? '.' : ''}${key.slice(0, 40)}`;
    if (path.length > PATH_LIMIT) return `${path.slice(0, PATH_LIMIT)}...`;
  }
  return path;
}

/**
 * The sentence refusing the first control character in a parsed JSON value (in a text or a
 * field's name), or null when there is none. Walked with a list, not recursion, so a body nested
 * thousands of levels deep cannot exhaust the stack.
 */
export function controlCharacterRefusal(body: unknown): string | null {
  const pending: Visit[] = [{ value: body, parent: null, key: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return `${pathOf(visit) || 'The request body'} must not contain control characters.`;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push({ value: value[index], parent: visit, key: index });
    } else if (typeof value === 'object' && value !== null) {
      const keys = Object.keys(value);
      const badKey = keys.find(hasControlCharacter);
      if (badKey !== undefined)
        return `A field name${visit.key === null ? '' : ` in ${pathOf(visit)}`} must not contain control characters.`;
      for (const key of keys.reverse()) pending.push({ value: (value as Record<string, unknown>)[key], parent: visit, key });
    }
  }
  return null;
}

export const CONTROL_IN_ADDRESS = 'The address must not contain control characters.';

/**
 * A request whose path, once decoded, holds a control character (`/api/test-payment/a%00b`) is a
 * 400 before any route reads it: a route's parameter would reach the store, which refuses a NUL.
 * A path that does not decode is left to the routes, which match nothing and answer 404.
 */
export const refuseControlCharactersInPath: Middleware = async (ctx, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(ctx.path);
  } catch {
    return next();
  }
  if (hasControlCharacter(decoded)) throw new RequestError(400, CONTROL_IN_ADDRESS);
  await next();
};
