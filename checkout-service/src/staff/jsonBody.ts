import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { RequestError } from '../http/httpErrors';

/** An e-mail and a password are well under this; anything bigger is not a sign-in. */
const BODY_LIMIT = '4kb';

/**
 * A small JSON body, or a 415/413/400 sentence: the staff's requests and the admin's staff
 * requests are JSON only, which also keeps other sites' plain form posts out. Spread it into a
 * route: `router.post(path, ...jsonBody, handler)`.
 */
export const jsonBody: Middleware[] = [
  async (ctx, next) => {
    if (!ctx.is('application/json')) throw new RequestError(415, 'The request body must be JSON, sent with Content-Type: application/json.');
    await next();
  },
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: BODY_LIMIT,
    jsonStrict: false,
    onError(error) {
      if ((error as { status?: number }).status === 413) throw new RequestError(413, `The request body is too large; the limit is ${BODY_LIMIT.replace('kb', ' KB')}.`);
      throw new RequestError(400, 'The request body is not valid JSON.');
    },
  }),
];
