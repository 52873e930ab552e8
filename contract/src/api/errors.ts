import * as z from 'zod/mini';

/**
 * What kind of refusal an error answer is (docs/architecture.md#the-api-contract). Every 4xx and
 * 5xx of the service is `{ error, code }`: `error` the sentence a person reads, `code` what a
 * caller decides by. A browser never guesses the kind from the status alone: the service answers
 * 409 for stock and for a reused Idempotency-Key alike.
 */
const API_ERROR_CODES = [
  /** The request is malformed or a field is wrong; the sentence names it. */
  'validation',
  /** Counted stock asked for without the shopper's name and e-mail. */
  'details_required',
  'not_signed_in',
  /** A changing request from another site, or a test payment from another page. */
  'cross_site',
  'not_found',
  'method_not_allowed',
  'too_large',
  'unsupported_media_type',
  /** Too little is left of a product; the sentence names it and how many are left. */
  'out_of_stock',
  /** More of a product than one order may take. */
  'over_order_limit',
  /** The checkouts of one client address hold as much as they may unpaid. */
  'address_hold_limit',
  /** This Idempotency-Key was used for another request. */
  'idempotency_conflict',
  /** The change is not allowed from the order's status, or someone changed it first. */
  'state_conflict',
  /** The weights come to more than the card's hold: nothing was charged (docs/decisions/weighed-produce.md). */
  'above_hold',
  'rate_limited',
  /** The payment provider refused or did not answer. */
  'provider_failed',
  /** The service, or a part it needs, is not reachable now. */
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every refusal of the service, 4xx or 5xx: one sentence the browser shows as it is, and its kind. */
export const ApiErrorSchema = z.object({ error: z.string(), code: z.enum(API_ERROR_CODES) });
export type ApiError = z.infer<typeof ApiErrorSchema>;
