import type { Middleware } from 'koa';

/**
 * Set before anything else runs, so refusals, 404s and our own faults carry them too, whether the
 * service is reached through the shell's server or directly:
 * - nosniff: a browser never takes a JSON sentence (or the test-payment page) for a script or a
 *   stylesheet;
 * - HSTS: a browser that reached the shop over https keeps to https for a year. Without
 *   includeSubDomains, like the shell's pages (docs/decisions/security-headers.md): subdomains may
 *   be served by others. Browsers ignore it over plain http (RFC 6797, 8.1), so loopback
 *   development is unaffected.
 */
export const securityHeaders: Middleware = async (ctx, next) => {
  ctx.set({ 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': 'max-age=31536000' });
  await next();
};
