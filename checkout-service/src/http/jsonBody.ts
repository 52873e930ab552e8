import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { controlCharacterRefusal } from './controlCharacters';
import { RequestError } from './httpErrors';

/**
 * A JSON body of at most `limit` (koa-bodyparser's notation, '4kb'), or a 415/413/400 sentence.
 * The service's changing requests are JSON only: besides being the contract, that keeps other
 * sites' plain form posts out, since a cross-site JSON post needs a CORS preflight this service
 * never grants. Any JSON value parses (`jsonStrict: false`), so that null, a number or a string is
 * told it must be an object by the route itself. Text holding a control character, anywhere in the
 * body, is a 400 naming the field (src/http/controlCharacters.ts). Spread it into a route:
 * `router.post(path, ...jsonBody('4kb'), handler)`.
 */
export function jsonBody(limit: string): Middleware[] {
  return [
    async (ctx, next) => {
      if (!ctx.is('application/json'))
        throw new RequestError(415, 'The request body must be JSON, sent with Content-Type: application/json.');
      await next();
    },
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: limit,
      jsonStrict: false,
      onError(error) {
        if ((error as { status?: number }).status === 413)
          throw new RequestError(413, `The request body is too large; the limit is ${limit.replace('kb', ' KB')}.`);
        throw new RequestError(400, 'The request body is not valid JSON.');
      },
    }),
    async (ctx, next) => {
      const refusal = controlCharacterRefusal(ctx.request.body);
      if (refusal) throw new RequestError(400, refusal);
      await next();
    },
  ];
}
