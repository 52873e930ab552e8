import { useEffect } from 'react';
import { API_PATHS, StaffSessionSchema, StaffSessionStateSchema } from 'contract';
import { callStaffApi, type StaffResult } from './staffApi';
import { sessionStore, useSessionState, type StaffSessionState } from './sessionStore';

let asking: Promise<void> | null = null;

/** A refusal that means nobody is signed in: its code says so, or it is a 401 of a service from before the codes. */
const nobody = (refused: { status: number; code: string | null }) =>
  refused.code === 'not_signed_in' || (refused.code === null && refused.status === 401);

/**
 * Asks the service who is signed in, once until the answer is known (every office page asks on
 * arrival). "Nobody" is a 200 `{ signedIn: false }`, so a signed-out visit logs no failed request.
 */
function checkSession(): void {
  if (sessionStore.get().kind !== 'unknown' || asking) return;
  asking = callStaffApi(API_PATHS.staffSession, StaffSessionStateSchema, { endsSession: false })
    .then((result) => {
      if (sessionStore.get().kind !== 'unknown') return;
      if (result.ok)
        sessionStore.set(result.data.signedIn ? { kind: 'signed-in', email: result.data.staff.email } : { kind: 'signed-out' });
      // A service older than this office says "nobody" with a 401; anything else is worth saying, beside the form.
      else sessionStore.set(nobody(result) ? { kind: 'signed-out' } : { kind: 'signed-out', notice: result.error });
    })
    .finally(() => {
      asking = null;
    });
}

/** Signs in; a refusal (wrong password, too many attempts) is the service's sentence. */
export async function signIn(email: string, password: string): Promise<StaffResult<unknown>> {
  const result = await callStaffApi(API_PATHS.staffSession, StaffSessionSchema, {
    method: 'POST',
    body: { email, password },
    endsSession: false,
  });
  if (result.ok) sessionStore.set({ kind: 'signed-in', email: result.data.staff.email });
  return result;
}

/** Signs out; a session the service already forgot (401) is signed out all the same. */
export async function signOut(): Promise<StaffResult<unknown>> {
  const result = await callStaffApi(API_PATHS.staffSession, null, { method: 'DELETE', endsSession: false });
  if (result.ok || result.code === 'not_signed_in') sessionStore.set({ kind: 'signed-out' });
  return result;
}

/** The session, asked for when an office page arrives and not yet known. */
export function useStaffSession(): StaffSessionState {
  const state = useSessionState();
  useEffect(checkSession, []);
  return state;
}
