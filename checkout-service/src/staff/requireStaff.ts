import type { Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';
import type { SignedInStaff, StaffSessions } from './staffSessions';

export const SIGN_IN_FIRST = "Sign in to the farm's office first.";

/** What `requireStaff` leaves for the routes after it: type a router `new Router<StaffState>()`. */
export interface StaffState {
  staff: SignedInStaff;
}

/**
 * Lets through only requests with a live staff session, and puts who it is in `ctx.state.staff`
 * (`{ id, email }`); anything else is answered 401 `{ error }`. Mount it before every staff route.
 */
export function requireStaff(sessions: StaffSessions): Middleware<StaffState> {
  return async (ctx, next) => {
    const staff = await sessions.current(ctx);
    if (!staff) throw new RequestError(401, SIGN_IN_FIRST);
    ctx.state.staff = staff;
    await next();
  };
}
