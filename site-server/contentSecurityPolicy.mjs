/**
 * The shell's Content-Security-Policy. Scripts, styles, fonts, images and fetches may come from
 * the site itself and from the remotes that the browser's `remotes.json` names (so moving a remote
 * is a change to that file, not to code; behind the shell's gateway they are the site itself);
 * the few inline scripts and styles of the shell's index.html are allowed by the sha256 hashes
 * its build records in `csp-hashes.json` (scripts/prerender-frame.mjs).
 */
import path from 'node:path';
import koaHelmet from 'koa-helmet';
import allowList from './originAllowList.cjs';
import { watchedJson } from './watchedJson.mjs';

/** Written by the shell's build; a folder without it is not a shell and gets no policy. */
export const CSP_HASHES_FILE = 'csp-hashes.json';
/** The farm's videos (the video modal and the home page's video background) are YouTube embeds. */
export const VIDEO_HOST = 'https://www.youtube-nocookie.com';

/**
 * A QA override pattern as a source of the policy: the shell's own reading of it (CSP reads
 * `scheme://host[:port]`, `*.` and `:*` the same way), or null. CSP's grammar has no IPv6 address
 * (CSP3, host-part): such a pattern, which the shell takes, would only be ignored by the browser.
 */
function overrideSource(pattern) {
  const source = typeof pattern === 'string' ? allowList.canonicalOriginPattern(pattern) : null;
  return source?.includes('[') ? null : source;
}

/** The sources remotes.json allows: each remote's origin and each QA override pattern. */
export function remoteSources(config) {
  const sources = new Set();
  for (const remote of Object.values(config?.remotes ?? {})) {
    if (typeof remote?.entry !== 'string') continue;
    try {
      const url = new URL(remote.entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') sources.add(url.origin);
    } catch {
      // A relative entry is on the shell's own origin: 'self' covers it.
    }
  }
  const overrides = Array.isArray(config?.overrideOrigins) ? config.overrideOrigins : [];
  for (const source of overrides.map(overrideSource)) if (source) sources.add(source);
  return [...sources];
}

/**
 * @param {object} options
 * @param {string} options.root                    the served folder
 * @param {() => object | undefined} options.remoteConfig  remotes.json as the browser is given it
 * @param {string[]} [options.formActionOrigins]   where forms may also go (Stripe Checkout's page, when configured)
 * @returns {import('koa').Middleware} sets the policy on HTML answers
 */
export function contentSecurityPolicy({ root, remoteConfig, formActionOrigins = [] }) {
  const hashesJson = watchedJson(path.join(root, CSP_HASHES_FILE));
  return async (ctx, next) => {
    await next();
    const hashes = hashesJson();
    if (!hashes || !ctx.response.is('html')) return;
    const remotes = remoteSources(remoteConfig());
    const policy = koaHelmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'report-sample': a refusal names the first characters of the code refused.
        scriptSrc: ["'self'", ...remotes, ...(hashes['script-src'] ?? []), "'report-sample'"],
        // A composed page also carries its remote's stylesheets inline (pages/composer.mjs).
        styleSrc: ["'self'", ...remotes, ...(hashes['style-src'] ?? []), ...(ctx.state.styleHashes ?? []), "'report-sample'"],
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
