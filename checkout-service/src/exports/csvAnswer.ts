import type { Context } from 'koa';
import { hasControlCharacter } from '../http/controlCharacters';
import { RequestError } from '../http/httpErrors';

/**
 * A query parameter as one text: the last, when it is given more than once. Control characters
 * are refused as in a JSON body (`?q=%00` would reach the database and be a 500).
 */
export const queryText = (ctx: Context, name: string) => {
  const given = ctx.query[name];
  const value = Array.isArray(given) ? given[given.length - 1] : given;
  if (value !== undefined && hasControlCharacter(value)) throw new RequestError(400, `${name} must not contain control characters.`);
  return value;
};

/** `format=json` (the default) or `format=csv`, or a 400 sentence. */
export function wantsCsv(ctx: Context): boolean {
  const format = queryText(ctx, 'format') ?? 'json';
  if (format !== 'json' && format !== 'csv') throw new RequestError(400, 'format must be json or csv.');
  return format === 'csv';
}

/** A CSV download named `<name>.csv` (callers put the day in the name). */
export function sendCsv(ctx: Context, name: string, csv: string) {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${name}.csv"`);
  ctx.body = csv;
}
