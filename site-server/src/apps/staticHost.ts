/**
 * A built folder served on its own, the way a CDN should (docs/decisions/koa-static-server.md):
 * a remote's dist, for its team or behind the shell's gateway, or any build served as it is.
 * Its files with their caching, compression and ETags (staticFiles.ts), and for what no file
 * answers, the folder's app to a browser's navigation (its client-side routes decide) or a 404.
 * Security headers on every answer, and the shell's Content-Security-Policy on the pages of a
 * folder whose build recorded its inline hashes (a shell's). Optionally /api/* passed to the
 * checkout-service and /remotes.json answered from a host-specific config.
 */
import path from 'node:path';
import type Koa from 'koa';
import { apiProxy } from '../middleware/apiProxy';
import { contentSecurityPolicy, pagePolicy } from '../middleware/contentSecurityPolicy';
import { crossOriginFiles } from '../middleware/crossOriginFiles';
import { refusePrivatePaths } from '../middleware/privatePaths';
import { remotesJson } from '../middleware/remotesJson';
import { securityHeaders } from '../middleware/securityHeaders';
import { appFallback, encodedAnswers, staticFiles } from '../middleware/staticFiles';
import type { RemoteConfig } from '../remoteConfig';
import { watchedJson } from '../watchedJson';
import { siteApp } from './siteApp';

export interface StaticHostOptions {
  /** The built folder to serve (a package's dist). */
  root: string;
  /** Where /api/* is proxied (the checkout-service), e.g. http://127.0.0.1:4000. */
  apiTarget?: string | undefined;
  /** How long the checkout-service may stay silent before the proxy answers 504 (default 30 s). */
  apiTimeoutMs?: number;
  /** Served as /remotes.json instead of the file in `root`. */
  remoteConfig?: RemoteConfig | undefined;
  /** Origins the shell's forms may lead to besides its own (Stripe Checkout's, when configured). */
  formActionOrigins?: string[];
}

export function createStaticHost({ root, apiTarget, apiTimeoutMs, remoteConfig, formActionOrigins }: StaticHostOptions): Koa {
  const app = siteApp();
  if (apiTarget) app.use(apiProxy(apiTarget, { timeoutMs: apiTimeoutMs }));
  app.use(crossOriginFiles());
  app.use(securityHeaders());
  const remotes = remoteConfig ? () => remoteConfig : watchedJson<RemoteConfig>(path.join(root, 'remotes.json'));
  app.use(pagePolicy(contentSecurityPolicy({ root, remoteConfig: remotes, formActionOrigins })));
  app.use(refusePrivatePaths());
  if (remoteConfig) app.use(remotesJson(remotes));
  app.use(encodedAnswers());
  app.use(staticFiles(root, { index: 'index.html' }));
  app.use(appFallback(root));
  return app;
}
