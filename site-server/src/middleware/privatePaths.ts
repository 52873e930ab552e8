import type { Middleware } from 'koa';

/**
 * A source map (or a compressed copy of one): the build keeps them for error reports, with no
 * sourceMappingURL naming them (hidden-source-map, scripts/webpack/createConfig.js); they hold the
 * full sources, so they are never public, even where a build or a host still has them.
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/** /.env, /.git/config, /.well-known/..., /js/main.js.map, in any spelling of the path. */
function isPrivatePath(pathname: string): boolean {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return SOURCE_MAP.test(decoded) || decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

/** Nothing under a dot and no source map is served, and no page stands in for them: 404, before any file, gateway or page is looked for. */
export function refusePrivatePaths(): Middleware {
  return async (ctx, next) => {
    if (!isPrivatePath(ctx.path)) return next();
    ctx.status = 404;
    ctx.body = 'Not Found';
  };
}
