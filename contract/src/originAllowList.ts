/**
 * The allow-list of origins a QA override may load a remote from. A pattern is
 * `scheme://host[:port]`, where the host may start with `*.` (any subdomain of a domain of two
 * labels or more: `https://*.qa.example.com`, never `https://*.com`) and the port may be `*` (any
 * port) on this machine only (localhost, 127.0.0.1, [::1]). Anything else, a bare `*` included,
 * matches nothing: the list exists so that no one can make the shell run a script from a foreign
 * origin. The shell applies it to overrides (shell/src/federation/remoteOverrides.ts), and the
 * shell's server reads patterns by this same module for its Content-Security-Policy
 * (site-server; docs/decisions/qa-override-allow-list.md).
 */
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };
/** Where any port is this machine's own: a candidate build served next to the browser. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** A domain under `*.`: two labels or more, the last one a name (an IP address has no subdomains). */
const WILDCARD_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z0-9-]*[a-z][a-z0-9-]*$/;

interface OriginPattern {
  protocol: string;
  anySubdomain: boolean;
  host: string;
  /** '*' for any port, the port as written, or undefined for the scheme's default. */
  port: string | undefined;
}

function parsePattern(pattern: string): OriginPattern | null {
  const match = PATTERN.exec(pattern.trim());
  if (!match) return null;
  const [, scheme, wildcard, rawHost, port] = match;
  const host = rawHost!.toLowerCase();
  const anySubdomain = Boolean(wildcard);
  if (anySubdomain && !WILDCARD_DOMAIN.test(host)) return null;
  if (port === '*' && (anySubdomain || !LOOPBACK_HOSTS.includes(host))) return null;
  if (port !== undefined && port !== '*' && !(Number(port) >= 1 && Number(port) <= 65_535)) return null;
  return { protocol: `${scheme!.toLowerCase()}:`, anySubdomain, host, port };
}

/** The pattern in one spelling (`scheme://host[:port]`, lower case), or null when it is not one the list takes. */
export function canonicalOriginPattern(pattern: string): string | null {
  const parsed = parsePattern(pattern);
  if (!parsed) return null;
  const { protocol, anySubdomain, host, port } = parsed;
  return `${protocol}//${anySubdomain ? '*.' : ''}${host}${port === undefined ? '' : `:${port}`}`;
}

/** Whether the origin of `url` matches `pattern`. */
export function originMatches(url: string, pattern: string): boolean {
  const parsed = parsePattern(pattern);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (!parsed || target.protocol !== parsed.protocol) return false;
  const hostname = target.hostname.toLowerCase();
  const hostMatches = parsed.anySubdomain ? hostname.endsWith(`.${parsed.host}`) : hostname === parsed.host;
  const port = target.port || DEFAULT_PORTS[target.protocol]!;
  const wanted = parsed.port ?? DEFAULT_PORTS[parsed.protocol]!;
  return hostMatches && (wanted === '*' || wanted === port);
}

export function isOriginAllowed(url: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => originMatches(url, pattern));
}
