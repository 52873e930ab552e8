import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { StaffStore } from './staffStore';

/** The session cookie: a browser-session cookie (no Max-Age), ended by the server. */
export const STAFF_COOKIE = 'tv_staff';
/** A session unused this long is over. */
export const IDLE_LIMIT_MS = 12 * 60 * 60_000;
/** A session this old is over however much it is used: a stolen cookie kept busy does not sign in for good. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often per session: a page of the office makes several calls. */
const TOUCH_INTERVAL_MS = 60_000;
/** Sessions idle or old past the limits are deleted at most this often, by whichever sign-in comes. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Who is signed in: what `requireStaff` puts in `ctx.state.staff`. */
export interface SignedInStaff {
  id: string;
  email: string;
}

/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is not ours. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StaffSessions {
  /** Starts a session for the account and sets its cookie, ending the one the request came with, if any. */
  start(ctx: Context, staffId: string): Promise<void>;
  /** The request's signed-in staff member, or null (a cookie that signs no one in is cleared). */
  current(ctx: Context): Promise<SignedInStaff | null>;
  /** Ends the request's session, if any, and clears its cookie. */
  end(ctx: Context): Promise<void>;
}

interface Options {
  now: () => number;
  /** Whether the cookie is `Secure`: the site is served over https (docs/decisions/staff-sign-in.md). */
  secure: boolean;
}

/**
 * Staff sessions: the cookie holds a random token, the order store only its SHA-256, so a copy of
 * the table signs no one in. A session ends at sign-out, when its account is removed, after
 * IDLE_LIMIT_MS without use, or SESSION_LIFETIME_MS after sign-in, whichever comes first.
 */
export function createStaffSessions(store: StaffStore, { now, secure }: Options): StaffSessions {
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  // Koa's ctx.cookies refuses a Secure cookie on a plain-http request, which is what the service sees behind the site's proxy.
  const setCookie = (ctx: Context, token: string) => ctx.append('Set-Cookie', `${STAFF_COOKIE}=${token}; ${attributes}`);
  const clearCookie = (ctx: Context) =>
    ctx.append('Set-Cookie', `${STAFF_COOKIE}=; ${attributes}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  const presented = (ctx: Context) => ctx.cookies.get(STAFF_COOKIE);

  let nextSweep = 0;
  const sweep = async (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + SWEEP_INTERVAL_MS;
    await store.endSessionsPast({ lastSeenBefore: new Date(at - IDLE_LIMIT_MS), createdBefore: new Date(at - SESSION_LIFETIME_MS) });
  };

  return {
    async start(ctx, staffId) {
      const at = now();
      await sweep(at);
      const previous = presented(ctx);
      if (previous && TOKEN.test(previous)) await store.endSession(tokenHash(previous));
      const token = randomBytes(32).toString('base64url');
      await store.startSession(tokenHash(token), staffId, new Date(at));
      setCookie(ctx, token);
    },

    async current(ctx) {
      const token = presented(ctx);
      if (token === undefined) return null;
      const hash = TOKEN.test(token) ? tokenHash(token) : null;
      const session = hash ? await store.findSession(hash) : null;
      const at = now();
      const over =
        session && (at - session.lastSeenAt.getTime() >= IDLE_LIMIT_MS || at - session.createdAt.getTime() >= SESSION_LIFETIME_MS);
      if (!hash || !session || over) {
        if (hash && session) await store.endSession(hash);
        clearCookie(ctx);
        return null;
      }
      if (at - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await store.touchSession(hash, new Date(at));
      return { id: session.staffId, email: session.email };
    },

    async end(ctx) {
      const token = presented(ctx);
      if (token && TOKEN.test(token)) await store.endSession(tokenHash(token));
      clearCookie(ctx);
    },
  };
}
