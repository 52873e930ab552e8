import { ApiErrorSchema, type ApiErrorCode } from 'contract';

/** A contract schema, as far as a caller reads it (zod's `safeParse`). */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Why a request gave no data, so a caller can say the right thing
 * (docs/architecture.md#the-api-contract):
 * - `unreachable`: no answer at all (offline, service down, aborted); status 0;
 * - `unreadable`: a 2xx whose body is not the contract's shape;
 * - `refused`: the service's own refusal, `{ error, code }`: decide by `code`;
 * - `error-page`: a failure that is not the service's (a proxy's page): read by `status` only.
 */
export type ApiFailure =
  | { ok: false; kind: 'unreachable'; status: 0; code: null; error: null }
  | { ok: false; kind: 'unreadable'; status: number; code: null; error: null }
  | { ok: false; kind: 'refused'; status: number; code: ApiErrorCode; error: string; retryAfter: string | null }
  | { ok: false; kind: 'error-page'; status: number; code: null; error: null; retryAfter: string | null };

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

interface RequestOptions<T> {
  /** The answer's schema; null when it has no body worth reading (a 204): `data` is undefined. */
  schema: Schema<T> | null;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `no-store` unless the answer is meant to be cached (what is left: max-age=5). */
  cache?: RequestCache;
  /** For tests; the page's fetch, looked up at call time, otherwise. */
  fetchImpl?: typeof fetch;
}

const pageFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * Reads the body to its end, whatever it is: Chromium counts an unread body as still loading, so
 * the page would never go network-idle. Nothing (a 204, a proxy's HTML) reads as undefined.
 */
async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * One JSON request to the checkout-service on the site's own origin, its answer checked against
 * the contract: the data, or why there is none (ApiFailure). Never throws.
 */
export async function requestJson<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>> {
  const { schema, method = 'GET', body, headers, signal, cache = 'no-store', fetchImpl = pageFetch } = options;
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      credentials: 'same-origin',
      cache,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { ok: false, kind: 'unreachable', status: 0, code: null, error: null };
  }
  const answer = await readBody(response);
  const { status } = response;
  if (response.ok) {
    if (!schema) return { ok: true, status, data: undefined as T };
    const parsed = schema.safeParse(answer);
    return parsed.success ? { ok: true, status, data: parsed.data } : { ok: false, kind: 'unreadable', status, code: null, error: null };
  }
  // The service sends Retry-After with its 429s (docs/decisions/rate-limit.md); only then is it read.
  const retryAfter = status === 429 ? response.headers.get('Retry-After') : null;
  const refusal = ApiErrorSchema.safeParse(answer);
  if (refusal.success) return { ok: false, kind: 'refused', status, ...refusal.data, retryAfter };
  return { ok: false, kind: 'error-page', status, code: null, error: null, retryAfter };
}
