import { RequestError } from '../http/httpErrors';


const MAX_URL_LENGTH = 2048;

/**
 * Accepts a return URL only when it is absolute and its parsed origin is one of the site's.
 * Origins are compared after parsing, never as string prefixes: "http://localhost:3000@evil.test"
 * or "http://localhost:3000.evil.test" start like the site but lead elsewhere.
 */
export function checkReturnUrl(name: string, value: unknown, siteOrigins: readonly string[]): URL {
  const refuse = () =>
    new RequestError(400, `${name} must be an absolute address on this shop's own site, such as ${siteOrigins[0]}/checkout/success.`);
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) throw refuse();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse();
  }
  if (url.username || url.password || !siteOrigins.includes(url.origin)) throw refuse();
  return url;
}

/**
 * The success address with the session's id appended as `session_id`, keeping any query and
 * fragment. The id is appended as is: Stripe fills its `{CHECKOUT_SESSION_ID}` placeholder only
 * when the braces reach it unencoded.
 */
export function withSessionId(successUrl: string, sessionId: string): string {
  const hashAt = successUrl.indexOf('#');
  const [base, hash] = hashAt === -1 ? [successUrl, ''] : [successUrl.slice(0, hashAt), successUrl.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}session_id=${sessionId}${hash}`;
}
