import type { Middleware } from 'koa';

/**
 * Every answer but the API's: CORS open, since remotes are loaded cross-origin (from a remote's
 * own host, or a QA override's), and caches told that the body depends on Accept-Encoding
 * (a precompressed copy, or compression on the fly).
 */
export function crossOriginFiles(): Middleware {
  return async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.vary('Accept-Encoding');
    await next();
  };
}
