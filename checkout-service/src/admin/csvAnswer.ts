import type { Context } from 'koa';
import { RequestError } from '../http/httpErrors';

/** A query parameter as one text: the last, when it is given more than once. */
export const queryText = (ctx: Context, name: string) => {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
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
