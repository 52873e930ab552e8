/**
 * The shell's Content-Security-Policy (docs/decisions/security-headers.md). Scripts, styles,
 * fonts, images and fetches may come from the site itself and from the remotes that the
 * browser's `remotes.json` names (so moving a remote is a change to that file, not to code; behind
 * the shell's gateway they are the site itself); the few inline scripts and styles of the shell's
 * index.html are allowed by the sha256 hashes its build records in `csp-hashes.json`
 * (scripts/prerender-frame.mjs), and a composed page's inlined stylesheets by the hashes its
 * composer hands over with it.
 */
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import koaHelmet from 'koa-helmet';
import { canonicalOriginPattern } from 'contract';
import { entryOf, type RemoteConfig, type RemoteConfigSource } from '../remoteConfig';
import { watchedJson } from '../watchedJson';

/** Written by the shell's build; a folder without it is not a shell and gets no policy. */
const CSP_HASHES_FILE = 'csp-hashes.json';
/** The farm's videos (the video modal and the home page's video background) are YouTube embeds. */
export const VIDEO_HOST = 'https://www.youtube-nocookie.com';

/** csp-hashes.json: the sources of the frame's inline code, by directive. */
interface InlineHashes {
  'script-src'?: string[];
  'style-src'?: string[];
}

/**
 * A QA override pattern as a source of the policy: the shell's own reading of it (CSP reads
 * `scheme://host[:port]`, `*.` and `:*` the same way), or null. CSP's grammar has no IPv6 address
 * (CSP3, host-part): such a pattern, which the shell takes, would only be ignored by the browser.
 */
function overrideSource(pattern: unknown): string | null {
  const source = typeof pattern === 'string' ? canonicalOriginPattern(pattern) : null;
  return source?.includes('[') ? null : source;
}

/** The sources remotes.json allows: each remote's origin and each QA override pattern. */
export function remoteSources(config: RemoteConfig | undefined): string[] {
  const sources = new Set<string>();
  for (const remote of Object.values(config?.remotes ?? {})) {
    const entry = entryOf(remote);
    if (entry === undefined) continue;
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') sources.add(url.origin);
    } catch {
      // A relative entry is on the shell's own origin: 'self' covers it.
    }
  }
  const overrides: unknown[] = Array.isArray(config?.overrideOrigins) ? config.overrideOrigins : [];
  for (const source of overrides.map(overrideSource)) if (source) sources.add(source);
  return [...sources];
}

interface ContentSecurityPolicyOptions {
  /** The served folder. */
  root: string;
  /** remotes.json as the browser is given it. */
  remoteConfig: RemoteConfigSource;
  /** Where forms may also go (Stripe Checkout's page, when configured). */
  formActionOrigins?: string[] | undefined;
}

/** Sets the policy on an HTML answer, when the served folder is a shell; `styleHashes` allow a composed page's inlined stylesheets. */
export type PagePolicy = (ctx: Context, styleHashes?: readonly string[]) => Promise<void>;

export function contentSecurityPolicy({ root, remoteConfig, formActionOrigins = [] }: ContentSecurityPolicyOptions): PagePolicy {
  const hashesJson = watchedJson<InlineHashes>(path.join(root, CSP_HASHES_FILE));
  // Worked out once per remotes.json read (its object changes only when the file does): parsing
  // each remote's address on every page was 7 % of the server's time under load (docs/performance-log.md).
  const sourcesByConfig = new WeakMap<RemoteConfig, string[]>();
  const sourcesOf = (config: RemoteConfig | undefined) => {
    if (!config) return remoteSources(config);
    let sources = sourcesByConfig.get(config);
    if (!sources) sourcesByConfig.set(config, (sources = remoteSources(config)));
    return sources;
  };
  return async (ctx, styleHashes = []) => {
    const hashes = hashesJson();
    if (!hashes || !ctx.response.is('html')) return;
    const remotes = sourcesOf(remoteConfig());
    const policy = koaHelmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'report-sample': a refusal names the first characters of the code refused.
        scriptSrc: ["'self'", ...remotes, ...(hashes['script-src'] ?? []), "'report-sample'"],
        styleSrc: ["'self'", ...remotes, ...(hashes['style-src'] ?? []), ...styleHashes, "'report-sample'"],
        // Remote-owned pictures and fonts come from where the remote is served; banner art is a data: URL.
        imgSrc: ["'self'", 'data:', ...remotes],
        fontSrc: ["'self'", ...remotes],
        // The remotes' manifests are fetched.
        connectSrc: ["'self'", ...remotes],
        frameSrc: [VIDEO_HOST],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...formActionOrigins],
        frameAncestors: ["'none'"],
      },
    });
    await policy(ctx, async () => undefined);
  };
}

/**
 * The policy on the HTML answers of the middleware that follows (the build's files, the app's
 * fallback, a redirect), set once they have answered. An answer that carries a policy of its own
 * keeps it: a composed page's, set by the route that composed it with its stylesheets' hashes.
 */
export function pagePolicy(policy: PagePolicy): Middleware {
  return async (ctx, next) => {
    await next();
    if (!ctx.response.get('Content-Security-Policy')) await policy(ctx);
  };
}
