/**
 * The allow-list of origins a QA override may load a remote from. A pattern is
 * `scheme://host[:port]`, where the port may be `*` (any port) and the host may start with
 * `*.` (any subdomain of it). Anything else, a bare `*` included, matches nothing: the list
 * exists so that no one can make the shell run a script from a foreign origin.
 */
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

interface OriginPattern {
  protocol: string;
  anySubdomain: boolean;
  host: string;
  /** '*' for any port, otherwise the port number as text. */
  port: string;
}

function parsePattern(pattern: string): OriginPattern | null {
  const match = PATTERN.exec(pattern.trim());
  if (!match) return null;
  const [, scheme, wildcard, host, port] = match;
  const protocol = `${scheme!.toLowerCase()}:`;
  return { protocol, anySubdomain: Boolean(wildcard), host: host!.toLowerCase(), port: port ?? DEFAULT_PORTS[protocol]! };
}

export function isValidOriginPattern(pattern: string): boolean {
  return parsePattern(pattern) !== null;
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
  return hostMatches && (parsed.port === '*' || parsed.port === port);
}

export function isOriginAllowed(url: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => originMatches(url, pattern));
}
