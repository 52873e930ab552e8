import type { ServedSite } from './sites';

/** What one page request got, with when it started and ended, for the deployment tests to compare across a deploy. */
export interface PageAnswer {
  path: string;
  /** The HTTP status, or the error the request failed with. */
  status: number | string;
  html: string;
  retryAfter: string | null;
  /** The remote build's stamp in the page, if any. */
  release?: string;
  startedAt: number;
  endedAt: number;
}

/** One page as a browser navigating to it asks for it, and as the server sends it (no browser runs), so the deployment tests ask alike. */
export async function getPage(site: ServedSite, pathname: string): Promise<PageAnswer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(site.url + pathname, {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const html = await response.text();
    const release = html.match(/data-testid="remote-build-stamp">([^<]*)</)?.[1];
    return {
      path: pathname,
      status: response.status,
      html,
      retryAfter: response.headers.get('retry-after'),
      release,
      startedAt,
      endedAt: Date.now(),
    };
  } catch (error) {
    return { path: pathname, status: String(error), html: '', retryAfter: null, startedAt, endedAt: Date.now() };
  }
}

/** The answers that were not a 200, each as `path: status at N ms` after `since` (a deploy), for an assertion to list. */
export function failedSince(answers: readonly PageAnswer[], since: number): string[] {
  return answers
    .filter((answer) => answer.status !== 200)
    .map(({ path, status, startedAt }) => `${path}: ${status} at ${startedAt - since} ms`);
}
