/**
 * One of the checkout-service's public answers, as the pages the shell's server fills read it
 * (docs/decisions/live-availability.md, docs/decisions/comments-in-composed-pages.md): kept for
 * `ttlMs` (at most the 5 s the service's own Cache-Control allows), counted from when it was asked,
 * so a page never shows an answer older than that; one request shared by every page that needs it
 * meanwhile; a short timeout. The next answer is asked for while the latest still serves, so that
 * under steady traffic no page waits for the service. A service that cannot answer, or answers out
 * of contract, gives null: the page then claims nothing of it.
 */
import { request } from 'undici';

/** What the service allows (`Cache-Control: public, max-age=5`): a longer wait would outlive its answer. */
const MAX_TTL_MS = 5_000;

export interface LiveAnswerOptions {
  /** How long an answer (or the lack of one) is used; at most 5 s. */
  ttlMs?: number;
  /** How long the service may take: a page waits for it, so short. */
  timeoutMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface AnswerSpec<T> {
  /** The answer's URL on the service. */
  url: string;
  /** The answer's body as the pages use it; undefined when it is not what the contract describes. */
  read(body: unknown): T | undefined;
  /** For the warning: what was not read, and what pages do meanwhile. */
  what: string;
  meanwhile: string;
}

/** The answer now, or null when the service cannot say; never rejects. */
export type LiveAnswer<T> = () => Promise<T | null>;

export function liveServiceAnswer<T>(
  { url, read, what, meanwhile }: AnswerSpec<T>,
  { ttlMs = MAX_TTL_MS, timeoutMs = 1_000, now = Date.now }: LiveAnswerOptions = {},
): LiveAnswer<T> {
  const ttl = Math.min(ttlMs, MAX_TTL_MS);
  type Asked = { askedAt: number; answer: Promise<T | null> };
  let latest: Asked | null = null;
  /** The next answer, asked before the latest runs out; it replaces the latest once it has answered. */
  let next: Asked | null = null;
  // Asked a timeout before the latest expires, the next answer is in, or given up, before any page
  // would have to wait for it. A timeout as long as the answer's life leaves nothing to ask ahead in.
  const askAheadAt = ttl - timeoutMs;
  let reported = false;

  async function ask(): Promise<T | null> {
    try {
      const response = await request(url, {
        headers: { accept: 'application/json' },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new Error(`it answered ${response.statusCode}`);
      }
      const answer = read(await response.body.json());
      if (answer === undefined) throw new Error(`its answer is not the ${what} the contract describes`);
      reported = false;
      return answer;
    } catch (error) {
      // Once per outage: every page in it would say the same.
      if (!reported) console.warn(`[site] ${what} not read from ${url} (${(error as Error).message}): ${meanwhile}`);
      reported = true;
      return null;
    }
  }

  return () => {
    const at = now();
    if (latest && at < latest.askedAt) latest = next = null;
    if (latest && next && at - latest.askedAt >= ttl) [latest, next] = [next, null];
    if (!latest || at - latest.askedAt >= ttl) latest = { askedAt: at, answer: ask() };
    else if (!next && askAheadAt > 0 && at - latest.askedAt >= askAheadAt) {
      const asked: Asked = { askedAt: at, answer: ask() };
      next = asked;
      // A good answer takes over at once; a failed one is dropped, and the latest serves out its time.
      void asked.answer.then((answer) => {
        if (next !== asked) return;
        next = null;
        if (answer !== null) latest = asked;
      });
    }
    return latest.answer;
  };
}
