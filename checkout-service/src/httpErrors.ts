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

/**
 * Turns every failure into `{ "error": "<sentence>" }`. Only our own RequestErrors and
 * 4xx errors Koa marks as exposable keep their text; anything else is logged and answered
 * with a generic 500, so no stack trace or internal detail leaves the service.
 */
export function jsonErrors(log: (message: string, error: unknown) => void): Middleware {
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
      if (!exposable || status >= 500) log(`${ctx.method} ${ctx.path} failed`, error);
      ctx.status = status;
      ctx.body = { error: exposable ? (error as Error).message : status >= 500 ? INTERNAL_ERROR : 'The request could not be processed.' };
    }
  };
}
