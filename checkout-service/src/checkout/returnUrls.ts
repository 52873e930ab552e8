/**
 * Whether a return URL (checked with the request: contract/src/api/checkoutSession.ts) is an
 * absolute address whose parsed origin is one of the site's. Origins are compared after parsing,
 * never as string prefixes: "http://localhost:3000@evil.test" or "http://localhost:3000.evil.test"
 * start like the site but lead elsewhere.
 */
export function isSiteAddress(value: string, siteOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return !url.username && !url.password && siteOrigins.includes(url.origin);
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
