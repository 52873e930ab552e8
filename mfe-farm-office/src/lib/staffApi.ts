import { ApiErrorSchema, type ApiErrorCode } from 'contract';
import { OFFICE_TEXTS } from '../data/officeTexts';
import { sessionStore } from './sessionStore';

/**
 * What a call to the staff API came to: the answer, checked against its schema, or a sentence to
 * show with the refusal's code (null when the answer was not the service's, a proxy's page).
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; code: ApiErrorCode | null; error: string };

/** A contract schema, as far as the office reads it (zod's `safeParse`). */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * Whether a 401 means the session has ended (every call but signing in, where it means the
   * e-mail or password was wrong).
   */
  endsSession?: boolean;
}

const { problems } = OFFICE_TEXTS;

/** "in 2 minutes", from a Retry-After in seconds (or an HTTP date, or nothing). */
function retryWait(header: string | null): string {
  const seconds = header && /^\d+$/.test(header) ? Number(header) : header ? Math.max(0, (Date.parse(header) - Date.now()) / 1000) : NaN;
  if (!Number.isFinite(seconds)) return 'later';
  if (seconds < 90) return `in ${Math.max(1, Math.ceil(seconds))} seconds`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}

/** The sentence for a refusal whose body carried none of its own. */
function fallbackSentence(response: Response): string {
  if (response.status === 401) return problems.signedOut;
  if (response.status === 403) return problems.crossSite;
  if (response.status === 429) return problems.tooMany(retryWait(response.headers.get('Retry-After')));
  return problems.refused;
}

/**
 * One request to the checkout-service's staff API, on the site's own origin, so the browser sends
 * the HttpOnly session cookie itself. Every answer is checked against its contract schema; every
 * refusal becomes the service's own sentence and code (`{ error, code }`).
 */
export async function callStaffApi<T>(path: string, schema: Schema<T> | null, options: CallOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, endsSession = true } = options;
  let response: Response;
  try {
    response = await window.fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, code: null, error: problems.unreachable };
  }
  // A 204 has no body; a proxy's error page is not JSON: both read as nothing.
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    if (!schema) return { ok: true, data: undefined as T };
    const parsed = schema.safeParse(answer);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: response.status, code: null, error: problems.unreadable };
  }
  const refusal = ApiErrorSchema.safeParse(answer);
  // Decided by the code; only an answer that is not the service's (a proxy's page) is read by its status.
  const signedOut = refusal.success ? refusal.data.code === 'not_signed_in' : response.status === 401;
  if (signedOut && endsSession) sessionStore.set({ kind: 'signed-out', notice: problems.signedOut });
  if (refusal.success) return { ok: false, status: response.status, ...refusal.data };
  return { ok: false, status: response.status, code: null, error: fallbackSentence(response) };
}
