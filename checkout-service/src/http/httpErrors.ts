import type { Middleware } from 'koa';
import type { ApiErrorCode } from 'contract';
import { isStoreUnavailable } from '../store/storeUnavailable';

/** The kind of an error answer when its thrower names none: what its status means on this service. */
const CODE_OF_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'validation',
  401: 'not_signed_in',
  403: 'cross_site',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'state_conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  501: 'method_not_allowed',
  502: 'provider_failed',
  503: 'unavailable',
};
const codeOf = (status: number): ApiErrorCode => CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'validation');

/**
 * A refusal the shopper's browser may see: its message is a clear sentence, safe to show, and its
 * code the kind a caller decides by (contract/src/api/errors.ts); by default the one of its status.
 */
export class RequestError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    message: string,
    code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'RequestError';
    this.code = code ?? codeOf(status);
  }
}

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';
export const STORE_UNAVAILABLE = 'The shop cannot reach its order store just now. Please try again in a few seconds.';
/** A PostgreSQL restart takes a few seconds (docs/deployment.md#when-the-database-restarts). */
const STORE_RETRY_AFTER_S = 5;

function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** At most this much of a path or message goes into a log line: both come from the client. */
const LOGGED_TEXT_LIMIT = 120;
function short(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > LOGGED_TEXT_LIMIT ? `${line.slice(0, LOGGED_TEXT_LIMIT)}...` : line;
}

/**
 * The route a request matched (`/api/orders/by-token/:token`), else its path, cut: a path may hold
 * an order page's secret token, which a log must not keep.
 */
function whereOf(ctx: { path: string; _matchedRoute?: unknown }): string {
  return typeof ctx._matchedRoute === 'string' ? ctx._matchedRoute : short(ctx.path);
}

/**
 * Turns every failure into `{ "error": "<sentence>", "code": "<kind>" }`. Only our own RequestErrors and
 * 4xx errors Koa marks as exposable keep their text; anything else is answered with a generic
 * sentence, so no stack trace or internal detail leaves the service. Our faults (5xx) go to the
 * log with their error, which it writes on one line without the error's data (src/logger.ts); a
 * client's mistake at most as one short line, so bad requests cannot flood the log. An order store
 * that cannot be reached (a PostgreSQL restart) is a 503 with Retry-After, not a fault: the
 * request may be sent again as it was.
 */
export function jsonErrors(log: (message: string, error?: unknown) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) {
        const status = ctx.status;
        if (status === 404) ctx.body = { error: `There is no ${ctx.method} ${ctx.path} here.`, code: codeOf(status) };
        else if (status === 405 || status === 501) {
          ctx.body = {
            error: `${ctx.method} is not supported here; use ${ctx.response.get('Allow') || 'another method'}.`,
            code: codeOf(status),
          };
        }
        ctx.status = status;
      }
    } catch (error) {
      if (isStoreUnavailable(error)) {
        log(
          `${ctx.method} ${whereOf(ctx)} answered 503: the order store is unreachable (${short(String((error as Error)?.message ?? error))})`,
        );
        ctx.status = 503;
        ctx.set('Retry-After', String(STORE_RETRY_AFTER_S));
        ctx.body = { error: STORE_UNAVAILABLE, code: codeOf(503) };
        return;
      }
      const status = error instanceof RequestError ? error.status : statusOf(error);
      const exposable = error instanceof RequestError || (status < 500 && (error as { expose?: boolean }).expose === true);
      if (status >= 500) log(`${ctx.method} ${whereOf(ctx)} failed`, error);
      else if (!exposable)
        log(`${ctx.method} ${whereOf(ctx)} refused with ${status}: ${short(String((error as Error)?.message ?? error))}`);
      ctx.status = status;
      ctx.body = {
        error: exposable ? (error as Error).message : status >= 500 ? INTERNAL_ERROR : 'The request could not be processed.',
        code: error instanceof RequestError ? error.code : codeOf(status),
      };
    }
  };
}
