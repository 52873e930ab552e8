import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { acceptedRequestId, REQUEST_ID_HEADER } from 'contract';

/**
 * The request a piece of work belongs to, without threading it through every call: Node's
 * AsyncLocalStorage carries it across the request's awaits. The log lines written meanwhile name
 * it (src/logger.ts), and so do the outbox rows the request causes (src/mail/outbox.ts), so one
 * checkout can be followed from nginx through the shell's server to its e-mails
 * (docs/operations.md#logs).
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request this code runs for, or null outside one (a background loop). */
export const currentRequestId = (): string | null => context.getStore()?.requestId ?? null;

/**
 * Takes the request's X-Request-Id (nginx adds one when none came), or makes one; answers with it,
 * and runs the rest of the request in its context.
 */
export function requestContext(): Middleware {
  return (ctx, next) => {
    const requestId = acceptedRequestId(ctx.get(REQUEST_ID_HEADER)) ?? randomUUID();
    ctx.set(REQUEST_ID_HEADER, requestId);
    return context.run({ requestId }, next);
  };
}
