import type { Middleware } from 'koa';
import { currentRequestId } from './requestContext';

/** One line per answered request: what operators follow a request and its latency by. */
export interface AccessEntry {
  requestId: string | null;
  method: string;
  /** The route's pattern (`/api/orders/by-token/:token`), never the path: a path may hold a secret token. */
  route: string;
  status: number;
  ms: number;
}

/**
 * Reports each request once it is answered, failures included (it runs outside the error
 * handler). A path no route matched is reported as `(unmatched)`.
 */
export function accessLog(report: (entry: AccessEntry) => void): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      report({
        requestId: currentRequestId(),
        method: ctx.method,
        route: typeof matched === 'string' ? matched : '(unmatched)',
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}
