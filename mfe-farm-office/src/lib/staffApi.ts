import { requestJson, useResource, type ApiFailure, type Resource, type Schema } from 'shared';
import type { ApiErrorCode } from 'contract';
import { OFFICE_TEXTS } from '../data/officeTexts';
import { sessionStore } from './sessionStore';

/**
 * A refusal as the office shows it: always a sentence, the service's own or the office's, with
 * the refusal's code (null when the answer was not the service's, a proxy's page).
 */
export type StaffFailure = { ok: false; status: number; code: ApiErrorCode | null; error: string };
export type StaffResult<T> = { ok: true; status: number; data: T } | StaffFailure;

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * Whether a 401 means the session has ended (every call but signing in, where it means the
   * e-mail or password was wrong).
   */
  endsSession?: boolean;
  signal?: AbortSignal;
}

const { problems } = OFFICE_TEXTS;

/** "in 2 minutes", from a Retry-After in seconds (or an HTTP date, or nothing). */
function retryWait(header: string | null): string {
  const seconds = header && /^\d+$/.test(header) ? Number(header) : header ? Math.max(0, (Date.parse(header) - Date.now()) / 1000) : NaN;
  if (!Number.isFinite(seconds)) return 'later';
  if (seconds < 90) return `in ${Math.max(1, Math.ceil(seconds))} seconds`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}

/** The service's own sentence, or the office's for a failure that carried none. */
function sentence(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'refused':
      return failure.error;
    case 'unreachable':
      return problems.unreachable;
    case 'unreadable':
      return problems.unreadable;
    case 'error-page':
      if (failure.status === 401) return problems.signedOut;
      if (failure.status === 403) return problems.crossSite;
      if (failure.status === 429) return problems.tooMany(retryWait(failure.retryAfter));
      return problems.refused;
  }
}

/**
 * One request to the checkout-service's staff API (shared's requestJson: on the site's own
 * origin, so the browser sends the HttpOnly session cookie itself), with the office's sentences,
 * and the session ended when the service says nobody is signed in.
 */
export async function callStaffApi<T>(path: string, schema: Schema<T> | null, options: CallOptions = {}): Promise<StaffResult<T>> {
  const { method = 'GET', body, endsSession = true, signal } = options;
  const result = await requestJson(path, { schema, method, body, signal });
  if (result.ok) return result;
  // Decided by the code; only an answer that is not the service's (a proxy's page) is read by its status.
  const signedOut = result.kind === 'refused' ? result.code === 'not_signed_in' : result.status === 401;
  if (signedOut && endsSession) sessionStore.set({ kind: 'signed-out', notice: problems.signedOut });
  return { ok: false, status: result.status, code: result.code, error: sentence(result) };
}

/** GETs `path` whenever it changes, checked against `schema`: the last answer kept while the next loads. */
export function useStaffData<T>(path: string, schema: Schema<T>): Resource<T, StaffFailure> {
  return useResource(path, (signal) => callStaffApi(path, schema, { signal }));
}
