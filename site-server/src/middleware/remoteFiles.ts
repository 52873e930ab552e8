/**
 * What passes between the browser and a remote through the shell's gateway (remoteGateway.ts):
 * requests for files, without the site's credentials, and answers that are files. A remote's
 * server may answer a browser's navigation with its app (the static host does, by Accept; a CDN
 * set up for a single-page app does for every path); on the site's origin that page would run
 * with the site's cookies and storage and no Content-Security-Policy. So the gateway asks for no
 * HTML, turns a page it did not ask for by name into a 404, and sandboxes the pages it passes on
 * (docs/architecture.md#one-origin-for-the-browser).
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { ProxyAnswer } from './forwardingProxy';

/** The media types a browser renders as a page. */
const PAGE_TYPE = /^(text\/html|application\/xhtml\+xml)$/i;
/** A path that names a page file. */
const PAGE_FILE = /\.x?html?$/i;

/** Sent with every page the gateway passes on: nothing loads, nothing runs, the origin is opaque. */
const SANDBOX_POLICY = "default-src 'none'; sandbox";

const mediaType = (value: string) => value.split(';')[0].trim();

/** The request's headers as a remote gets them: no HTML asked for, and the site's cookies and credentials kept. */
export function fileRequest(headers: IncomingHttpHeaders): void {
  const ranges = String(headers.accept ?? '')
    .split(',')
    .map((range) => range.trim())
    .filter((range) => range && !PAGE_TYPE.test(mediaType(range)));
  headers.accept = ranges.length ? ranges.join(',') : '*/*';
  // A remote is another team's server: the shop's session and tokens are the checkout-service's only.
  delete headers.cookie;
  delete headers.authorization;
}

const NOT_FOUND: ProxyAnswer = { status: 404, type: 'text/plain; charset=utf-8', body: 'Not Found' };

/**
 * Screens a remote's answer to `pathname` (inside its folder): a page where a file was asked for is
 * the remote's app standing in for a missing file, answered 404 instead; a page asked for by name,
 * or an answer of no type (which a browser may take for a page), is sandboxed.
 * @returns the answer to send instead
 */
export function fileAnswer(proxyRes: IncomingMessage, pathname: string): ProxyAnswer | undefined {
  const type = proxyRes.headers['content-type'];
  if (type && !PAGE_TYPE.test(mediaType(type))) return undefined;
  if (type && !PAGE_FILE.test(pathname)) return NOT_FOUND;
  proxyRes.headers['content-security-policy'] = SANDBOX_POLICY;
  return undefined;
}
