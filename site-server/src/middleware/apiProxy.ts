/**
 * /api/* passed to the checkout-service (see docs/decisions/api-proxy.md), through the shell's
 * forwarding proxy: bodies byte for byte (a payment webhook's signature covers the raw body); an
 * upstream that does not answer in time is a 504 and one that is down a 502, both as JSON
 * sentences like the service's own. The service believes X-Forwarded-For from this proxy only.
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { acceptedRequestId, type ApiError, REQUEST_ID_HEADER } from 'contract';
import type { ForwardedEntry } from '../log';
import { forwardingProxy } from './forwardingProxy';

/** The API's paths, in any case: the service matches paths without regard to case, so the shell forwards them alike. */
const API_PATH = /^\/api(\/|$)/i;

const UNREACHABLE = 'The checkout service is not reachable. Please try again in a moment.';
const TOO_SLOW = 'The checkout service did not answer in time. Please try again in a moment.';

/**
 * @param target  the checkout-service, e.g. http://127.0.0.1:4000
 * @param timeoutMs  how long the service may stay silent on one request; longer than its own
 *   worst case (two Stripe calls of 10 s)
 * @param onAnswered  told of each forwarded request once answered, with its X-Request-Id (the one
 *   nginx gave, or one made here and passed on, so the service logs the same id)
 * @returns answers /api/* from the service, and passes everything else on. The API answers for
 *   itself: its own headers (its X-Request-Id too), no CORS (it is called from the shell's origin only).
 */
export function apiProxy(
  target: string,
  { timeoutMs = 30_000, onAnswered }: { timeoutMs?: number; onAnswered?: (entry: ForwardedEntry) => void } = {},
): Middleware {
  const forward = forwardingProxy({
    timeoutMs,
    failure: (timedOut) => {
      const answer: ApiError = { error: timedOut ? TOO_SLOW : UNREACHABLE, code: 'unavailable' };
      return { type: 'application/json; charset=utf-8', body: JSON.stringify(answer) };
    },
  });
  return async (ctx, next) => {
    if (!API_PATH.test(ctx.path)) return next();
    // The service logs the same id: nginx's, or one made here.
    const requestId = acceptedRequestId(ctx.get(REQUEST_ID_HEADER)) ?? randomUUID();
    ctx.req.headers[REQUEST_ID_HEADER.toLowerCase()] = requestId;
    const started = performance.now();
    await forward(ctx, target);
    onAnswered?.({ requestId, method: ctx.method, status: ctx.res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 });
  };
}
