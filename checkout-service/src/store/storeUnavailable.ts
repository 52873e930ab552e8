/**
 * Whether a failure means the order store cannot be reached just now (PostgreSQL restarting,
 * stopped, or its connection dropped), rather than a fault of ours: such a request is answered
 * 503 with Retry-After, and a retry with the same Idempotency-Key finds whatever was committed
 * (docs/deployment.md#when-the-database-restarts). Drizzle wraps the driver's error in `cause`.
 */

/** The socket's own failures, as Node names them. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** SQLSTATEs of a server going away or not yet back: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres says these in words only: a connection closed under a query, or none free in time. */
const POOL_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /connection error and is not queryable/];

function unavailableItself(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08')) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return POOL_MESSAGES.some((pattern) => pattern.test(message));
}

export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    if (unavailableItself(e)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
