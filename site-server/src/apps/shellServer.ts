/**
 * The shell's server (docs/decisions/compose-pages-in-the-shells-server.md): each page URL
 * answered with that page's own HTML, status and head, composed from the remotes' route tables
 * (pages/composer.ts), with a Content-Security-Policy that allows what the page inlines; each
 * remote's files passed through at /remotes/<name>/*, the address the browser is given for it
 * (remoteGateway.ts); the shell's own files as the static host serves them, but no index.html for
 * `/`: that file is the frame the composer fills. Optionally /api/* passed to the
 * checkout-service, so the browser calls one origin, whose availability then fills the pages
 * that show stock, whose approved comments the blog's posts, and which says whether a shopper's
 * order page link is one it knows.
 */
import path from 'node:path';
import type Koa from 'koa';
import { apiProxy } from '../middleware/apiProxy';
import { contentSecurityPolicy, pagePolicy } from '../middleware/contentSecurityPolicy';
import { crossOriginFiles } from '../middleware/crossOriginFiles';
import { refusePrivatePaths } from '../middleware/privatePaths';
import { browsedRemoteConfig, remoteGateway } from '../middleware/remoteGateway';
import { remotesJson } from '../middleware/remotesJson';
import { securityHeaders } from '../middleware/securityHeaders';
import { encodedAnswers, namedFilesOnly, staticFiles } from '../middleware/staticFiles';
import { composedPages } from '../pages/composedPages';
import { pageComposer } from '../pages/composer';
import { unknownOrderLink } from '../pages/orderLinks';
import { liveComments, type LiveCommentsOptions } from '../pages/comments/liveComments';
import { liveAvailability, type LiveAvailabilityOptions } from '../pages/stock/liveAvailability';
import { entryOf, type RemoteConfig } from '../remoteConfig';
import { watchedJson } from '../watchedJson';
import { siteApp } from './siteApp';
import { siteLog, type ForwardedEntry } from '../log';

interface ShellServerOptions {
  /** The shell's build: its prerendered index.html, pages/shell.json and csp-hashes.json. */
  root: string;
  /** Where /api/* is proxied (the checkout-service), e.g. http://127.0.0.1:4000. */
  apiTarget?: string | undefined;
  /** How long the checkout-service may stay silent before the proxy answers 504 (default 30 s). */
  apiTimeoutMs?: number;
  /** remotes.json with the remotes' real addresses, instead of the file in `root` (which is read again when it changes). */
  remoteConfig?: RemoteConfig | undefined;
  /** Origins the shell's forms may lead to besides its own (Stripe Checkout's, when configured). */
  formActionOrigins?: string[];
  /** How long a remote's route table is used before it is revalidated (default 3 s). */
  pagesTtlMs?: number | undefined;
  /** How pages read the service's availability (default: kept 5 s, 1 s to answer); only with `apiTarget`. */
  availability?: LiveAvailabilityOptions;
  /** How post pages read the service's approved comments (default: kept 5 s, 1 s to answer); only with `apiTarget`. */
  comments?: LiveCommentsOptions;
  /** How long an order page waits for the service to say whether it knows the link (default 1 s); only with `apiTarget`. */
  orderPages?: { timeoutMs?: number };
  /** Log each forwarded API request as a JSON line with its X-Request-Id (src/log.ts): the servers do, tests do not. */
  logForwarded?: boolean;
  /** Counts every request for the metrics (src/metrics.ts), first, so every answer is counted. */
  measure?: Koa.Middleware;
}

export function createShellServer({
  root,
  apiTarget,
  apiTimeoutMs,
  remoteConfig,
  formActionOrigins,
  pagesTtlMs,
  availability,
  comments,
  orderPages,
  logForwarded = false,
  measure,
}: ShellServerOptions): Koa {
  const app = siteApp();
  if (measure) app.use(measure);
  const onAnswered = logForwarded ? (entry: ForwardedEntry) => siteLog.info(entry, 'forwarded') : undefined;
  if (apiTarget) app.use(apiProxy(apiTarget, { timeoutMs: apiTimeoutMs, onAnswered }));
  app.use(crossOriginFiles());
  app.use(securityHeaders());
  app.use(refusePrivatePaths());
  // remotes.json as configured (the remotes' real addresses), and as the browser is given it (the gateway's).
  const configured = remoteConfig ? () => remoteConfig : watchedJson<RemoteConfig>(path.join(root, 'remotes.json'));
  const browsed = () => browsedRemoteConfig(configured());
  // Before the page policy: the gateway's answers are the remotes' own, already sent when it returns.
  app.use(remoteGateway(configured));
  app.use(remotesJson(browsed));
  const policy = contentSecurityPolicy({ root, remoteConfig: browsed, formActionOrigins });
  app.use(pagePolicy(policy));
  app.use(encodedAnswers());
  // The shell's build has no file without an extension: a page's path is the composer's alone.
  app.use(namedFilesOnly(staticFiles(root, { index: false })));
  const entries = () => Object.fromEntries(Object.entries(configured()?.remotes ?? {}).map(([name, remote]) => [name, entryOf(remote)]));
  // A page that shows stock says what the service says now (docs/decisions/live-availability.md); without a service, it claims none.
  const stock = apiTarget ? liveAvailability(apiTarget, availability) : undefined;
  // A blog post shows the comments the farm approved (docs/decisions/comments-in-composed-pages.md); without a service, its samples only.
  const approvedComments = apiTarget ? liveComments(apiTarget, comments) : undefined;
  // An order page's link the service does not know is a 404 (orderLinks.ts); without a service, 200 as built.
  const orderLinks = apiTarget ? unknownOrderLink(apiTarget, orderPages) : undefined;
  app.use(
    composedPages(pageComposer({ root, entries, ttlMs: pagesTtlMs, availability: stock, comments: approvedComments }), policy, {
      unknownOrderLink: orderLinks,
    }),
  );
  return app;
}
