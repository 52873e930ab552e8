/**
 * The shell's pages as Koa answers them: each page URL, and each browser's navigation, composed
 * (composer.ts) and sent with its status, ETag, its own compressed copy and a
 * Content-Security-Policy that allows the stylesheets inlined in it; /sitemap.xml and /robots.txt
 * from the remotes' route tables. A missing script, image or stylesheet is left to a 404 of its own.
 * A shopper's order page is never stored by any cache, and is a 404 when the service knows no
 * such order (orderLinks.ts).
 */
import path from 'node:path';
import type { Middleware } from 'koa';
import type { PagePolicy } from '../middleware/contentSecurityPolicy';
import { navigating } from '../middleware/navigation';
import type { PageComposer } from './composer';
import { orderPageToken, type UnknownOrderLink } from './orderLinks';
import { robotsTxt, sitemapXml } from './sitemap';

const SITE_FILES = ['/sitemap.xml', '/robots.txt'];

interface ComposedPagesOptions {
  /** Asks the checkout-service about an order page's token; left out (no service), every such page is 200. */
  unknownOrderLink?: UnknownOrderLink | undefined;
}

export function composedPages(composer: PageComposer, policy: PagePolicy, { unknownOrderLink }: ComposedPagesOptions = {}): Middleware {
  return async (ctx, next) => {
    const asset = path.extname(ctx.path) && !ctx.path.endsWith('.html') && !SITE_FILES.includes(ctx.path);
    if (asset && !navigating(ctx)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (SITE_FILES.includes(ctx.path)) {
      const tables = await composer.tables();
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = ctx.path === '/robots.txt' ? 'text/plain' : 'application/xml';
      ctx.body = ctx.path === '/robots.txt' ? robotsTxt(tables, ctx.origin) : sitemapXml(tables);
      return;
    }
    const result = await composer.page(ctx.path, ctx.querystring);
    if ('location' in result) {
      ctx.status = 301;
      ctx.redirect(result.location);
      return;
    }
    const orderToken = orderPageToken(ctx.path);
    const unknownOrder =
      orderToken !== null && result.status === 200 && unknownOrderLink !== undefined && (await unknownOrderLink(orderToken, ctx));
    ctx.status = unknownOrder ? 404 : result.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', orderToken === null ? 'no-cache' : 'no-store');
    for (const [name, value] of Object.entries(result.headers)) ctx.set(name, value);
    ctx.etag = result.etag;
    if (ctx.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    await policy(ctx, result.styleHashes);
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    ctx.compress = false;
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = await result.body(encoding || 'identity');
  };
}
