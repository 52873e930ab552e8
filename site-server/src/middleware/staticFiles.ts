/**
 * A built folder's files, served the way a CDN should (docs/decisions/koa-static-server.md):
 * - hashed files (js/, css/, fonts/, hashed assets) cached for a year, immutable;
 * - the federation entry points (remoteEntry.js, mf-manifest.json), remotes.json and HTML
 *   revalidated on every load, so a redeployed remote is picked up by the next page load;
 * - gzip and brotli: the build's precompressed copies (scripts/precompress.mjs) where they
 *   exist, compressed on the fly otherwise;
 * - ETags on files, and 304 answers to a matching If-None-Match.
 */
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import etag from '@koa/etag';
import type { Middleware, ParameterizedContext } from 'koa';
import compose from 'koa-compose';
import compress from 'koa-compress';
import conditional from 'koa-conditional-get';
import send from 'koa-send';
import serve from 'koa-static';
import { navigating } from './navigation';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|webp|jpe?g)$/;

export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  if (base.endsWith('.html') || base === 'remoteEntry.js' || base.endsWith('.json')) return 'no-cache';
  return 'public, max-age=3600';
}

/** koa-send names the copy it sends (remoteEntry.js.br); caching follows the file it stands for. */
const setHeaders = (res: ServerResponse, filePath: string) =>
  res.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.(br|gz)$/, '')));

/**
 * Compression, ETags and 304s for whatever the middleware after it answers: the folder's files,
 * and what stands in for a missing one (the app's fallback, a composed page that compresses
 * itself and sets its own ETag).
 */
export function encodedAnswers(): Middleware {
  return compose<ParameterizedContext>([
    // For what has no precompressed copy (remotes.json, a build made without precompress.mjs).
    // Brotli's default quality (11) costs ~0.8 s of CPU per 100 kB file on every request;
    // quality 5 is ~40x cheaper for ~10% larger responses, right for on-the-fly compression.
    compress({ br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, gzip: {}, threshold: 1024 }),
    conditional(),
    etag(),
  ]);
}

/**
 * The folder's files; what none answers goes on.
 * @param index  the file a directory's address answers with, or false for none
 */
export function staticFiles(root: string, { index }: { index: string | false }): Middleware {
  return serve(root, { index, setHeaders, gzip: true, brotli: true });
}

/**
 * `files` for a path that names a file, with an extension; any other path goes straight on. For a
 * folder with no file without one (the shell's build): a page's path then costs no look-up on
 * disk, which was a sixth of the shell server's time per composed page (docs/performance-log.md).
 */
export function namedFilesOnly(files: Middleware): Middleware {
  return (ctx, next) => (path.extname(ctx.path) ? files(ctx, next) : next());
}

/**
 * A remote's single-page app, for what no file answers: a browser navigating gets the app, which
 * knows its own routes, even at an address with an extension (an old page's .html); a missing
 * script, image or stylesheet is a 404.
 */
export function appFallback(root: string): Middleware {
  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (path.extname(ctx.path) && !navigating(ctx)) return;
    await send(ctx, 'index.html', { root, setHeaders });
  };
}
