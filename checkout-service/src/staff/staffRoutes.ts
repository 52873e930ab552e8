import Router from '@koa/router';
import type { Middleware } from 'koa';
import { API_PATHS, SignInSchema } from 'contract';
import { RequestError } from '../http/httpErrors';
import { clientAddress } from '../http/rateLimit';
import { jsonBody } from '../http/jsonBody';
import { parseBody } from '../http/validateBody';
import { verifyPassword, verifyWithoutAccount } from './passwords';
import { sameOrigin } from './sameOrigin';
import { signInKeys, type SignInThrottle } from './signInThrottle';
import { normaliseEmail } from './staffAccounts';
import type { StaffSessions } from './staffSessions';
import type { StaffStore } from './staffStore';

/** An e-mail and a password are well under this; anything bigger is not a sign-in. */
const SIGN_IN_BODY_LIMIT = '4kb';

/** One sentence whichever was wrong, so sign-in does not tell which e-mails have accounts. */
export const WRONG_SIGN_IN = 'The e-mail or password is not right.';
export const SIGN_IN_THROTTLED = 'Too many failed sign-ins. Please wait a few minutes and try again.';
const SIGN_IN_SHAPE = 'The request body must be a JSON object with email and password.';

/** `/api/staff` and everything under it, as the router matches paths: case-insensitively. */
const STAFF_AREA = API_PATHS.staffSession.slice(0, API_PATHS.staffSession.lastIndexOf('/'));
const inStaffArea = (path: string) => {
  const lower = path.toLowerCase();
  return lower === STAFF_AREA || lower.startsWith(`${STAFF_AREA}/`);
};

/**
 * Mounted once on the app, before every router: each answer under /api/staff, refusals and
 * 404s included, is `Cache-Control: no-store`, and each changing request there must come from the
 * site's own origin (sameOrigin). Whoever adds staff routes gets both without asking.
 */
export function staffArea(siteOrigins: readonly string[]): Middleware {
  const fromTheSite = sameOrigin(siteOrigins);
  return async (ctx, next) => {
    if (!inStaffArea(ctx.path)) return next();
    ctx.set('Cache-Control', 'no-store');
    return fromTheSite(ctx, next);
  };
}

interface SessionRouteOptions {
  staff: StaffStore;
  sessions: StaffSessions;
  throttle: SignInThrottle;
  /** Peers whose X-Forwarded-For is believed when counting failures by client address. */
  trustedProxies: readonly string[];
}

/**
 * `/api/staff/session`: POST signs in (200 `{ staff }` and the session cookie), GET says whether
 * anyone is signed in (200 `{ signedIn: false }` or `{ signedIn: true, staff }`), DELETE signs out (204, the cookie cleared). Each sign-in is counted
 * by account and by client address before its password is checked (signInThrottle).
 */
export function staffSessionRoutes({ staff, sessions, throttle, trustedProxies }: SessionRouteOptions): Router {
  const router = new Router();
  const addressOf = clientAddress(trustedProxies);

  router.post(API_PATHS.staffSession, ...jsonBody(SIGN_IN_BODY_LIMIT), async (ctx) => {
    const signIn = parseBody(SignInSchema, ctx.request.body, { '': () => SIGN_IN_SHAPE });
    const email = normaliseEmail(signIn.email);
    // Counted before the password is checked, so a burst cannot all be checked before any is counted.
    const attempt = await throttle.attempt(signInKeys(email, addressOf(ctx)));
    if (!attempt.admitted) {
      ctx.set('Retry-After', String(attempt.retryAfterSeconds));
      throw new RequestError(429, SIGN_IN_THROTTLED);
    }
    const account = await staff.findAccount(email);
    // The same argon2 work whether or not the account exists: the timing tells nothing either.
    const right = account ? await verifyPassword(account.passwordHash, signIn.password) : await verifyWithoutAccount(signIn.password);
    // A wrong password leaves its count in place: that is the failure counted.
    if (!account || !right) throw new RequestError(401, WRONG_SIGN_IN);
    await attempt.succeeded();
    await sessions.start(ctx, account.id);
    ctx.body = { staff: { email: account.email } };
  });

  // 200 either way: "nobody" is an answer here, not a refusal a browser logs as an error.
  router.get(API_PATHS.staffSession, async (ctx) => {
    const signedIn = await sessions.current(ctx);
    ctx.body = signedIn ? { signedIn: true, staff: { email: signedIn.email } } : { signedIn: false };
  });

  router.delete(API_PATHS.staffSession, async (ctx) => {
    await sessions.end(ctx);
    ctx.status = 204;
  });
  return router;
}
