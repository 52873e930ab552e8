import { API_PATHS } from 'shared/src/api';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';
import type { StartCheckout } from './startCheckout';
import { parseCheckoutRequest } from './parseCheckoutRequest';

/** A full cart of 50 lines with titles and thumbs is about 8 KB; anything much bigger is not a cart. */
const BODY_LIMIT = '32kb';

/**
 * JSON only: besides being the contract, it keeps other sites out, since a cross-site
 * JSON post needs a CORS preflight this service never grants.
 */
const requireJson: Middleware = async (ctx, next) => {
  if (!ctx.is('application/json')) throw new RequestError(415, 'The request body must be JSON, sent with Content-Type: application/json.');
  await next();
};

const parseJson = bodyParser({
  enableTypes: ['json'],
  jsonLimit: BODY_LIMIT,
  // Any JSON value parses, so that null, a number or a string is told it must be an object.
  jsonStrict: false,
  onError(error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new RequestError(413, `The request body is too large; the limit is ${BODY_LIMIT.replace('kb', ' KB')}.`);
    throw new RequestError(400, 'The request body is not valid JSON.');
  },
});

export const SESSIONS_RATE_LIMITED = 'Too many checkout attempts from your address. Please wait a minute and try again.';

const EMPTY_BODY = 'The request body must be a JSON object with items, success_url and cancel_url.';

/** `limitSessions` guards session creation only: each one costs a provider call. */
export function checkoutRoutes(startCheckout: StartCheckout, siteOrigins: readonly string[], limitSessions: Middleware): Router {
  const router = new Router();
  router.post(API_PATHS.checkoutSession, limitSessions, requireJson, parseJson, async (ctx) => {
    if (!ctx.request.rawBody) throw new RequestError(400, EMPTY_BODY);
    const order = parseCheckoutRequest(ctx.request.body, ctx.get('Idempotency-Key') || undefined, siteOrigins);
    const session = await startCheckout(order);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id: session.id, url: session.url };
  });
  return router;
}
