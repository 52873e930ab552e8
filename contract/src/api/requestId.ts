/**
 * One request's id, from nginx through the shell's server to the checkout-service and the outbox
 * rows it causes (docs/operations.md#logs). Each hop keeps the id the one before gave, when it is
 * one it accepts (short, and nothing a log line could be confused by), and makes one otherwise.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

const ACCEPTED_ID = /^[\w.:@-]{1,128}$/;

/** The id a hop was given, when it keeps it; null when it makes its own instead. */
export const acceptedRequestId = (given: string | undefined): string | null =>
  given !== undefined && ACCEPTED_ID.test(given) ? given : null;
