import type { Middleware } from 'koa';

/** A refusal the shopper's browser may see: its message is a clear sentence, safe to show. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** At most this much of a path or message goes into a log line: both come from the client. */
const LOGGED_TEXT_LIMIT = 120;
function short(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > LOGGED_TEXT_LIMIT ? `${line.slice(0, LOGGED_TEXT_LIMIT)}...` : line;
}

/**
 * Turns every failure into `{ "error": "<sentence>" }`. Only our own RequestErrors and
 * 4xx errors Koa marks as exposable keep their text; anything else is answered with a generic
 * sentence, so no stack trace or internal detail leaves the service. Our faults (5xx) are logged
 * whole; a client's mistake at most as one short line, so bad requests cannot flood the log.
 */
export function jsonErrors(log: (message: string, error?: unknown) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) {
        const status = ctx.status;
        if (status === 404) ctx.body = { error: `There is no ${ctx.method} ${ctx.path} here.` };
        else if (status === 405 || status === 501) ctx.body = { error: `${ctx.method} is not supported here; use ${ctx.response.get('Allow') || 'another method'}.` };
        ctx.status = status;
      }
    } catch (error) {
      const status = error instanceof RequestError ? error.status : statusOf(error);
      const exposable = error instanceof RequestError || (status < 500 && (error as { expose?: boolean }).expose === true);
      if (status >= 500) log(`${ctx.method} ${short(ctx.path)} failed`, error);
      else if (!exposable) log(`${ctx.method} ${short(ctx.path)} refused with ${status}: ${short(String((error as Error)?.message ?? error))}`);
      ctx.status = status;
      ctx.body = { error: exposable ? (error as Error).message : status >= 500 ? INTERNAL_ERROR : 'The request could not be processed.' };
    }
  };
}
