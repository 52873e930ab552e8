import { useSyncExternalStore } from 'react';

/**
 * Who is signed in to the office, for every office page at once: `unknown` until the service has
 * said (and always while the build renders and the browser hydrates, so the sign-in the HTML
 * shows is what React finds), then signed in, or signed out with what to tell the person.
 */
export type StaffSessionState = { kind: 'unknown' } | { kind: 'signed-out'; notice?: string } | { kind: 'signed-in'; email: string };

const UNKNOWN: StaffSessionState = { kind: 'unknown' };
let current: StaffSessionState = UNKNOWN;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: () => current,
  set(next: StaffSessionState) {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The session as React renders it; the server's snapshot is `unknown`, as at build time. */
export function useSessionState(): StaffSessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => UNKNOWN);
}
