/**
 * What is left of each product, as the checkout-service says at `GET /api/availability`, for the
 * pages the shell's server fills (docs/decisions/live-availability.md): kept for `ttlMs` (at most
 * the 5 s the service's own Cache-Control allows), counted from when it was asked, so a page never
 * shows a count older than that; one request shared by every page that needs it meanwhile; a
 * short timeout. A service that cannot answer gives null, "unknown": the page then claims nothing.
 */
import { API_PATHS, AvailabilitySchema } from 'contract';
import { request } from 'undici';

/** Each product's `left` (null: not counted), by product id. */
export type Lefts = ReadonlyMap<number, number | null>;

/** What the service allows (`Cache-Control: public, max-age=5`): a longer wait would outlive its answer. */
const MAX_TTL_MS = 5_000;

export interface LiveAvailabilityOptions {
  /** How long an answer (or the lack of one) is used; at most 5 s. */
  ttlMs?: number;
  /** How long the service may take: a page waits for it, so short. */
  timeoutMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** The availability now, or null when the service cannot say; never rejects. */
export type AvailabilityReader = () => Promise<Lefts | null>;

/** @param service the checkout-service's origin, as the /api proxy reaches it (shellServer.ts's apiTarget). */
export function liveAvailability(
  service: string,
  { ttlMs = MAX_TTL_MS, timeoutMs = 1_000, now = Date.now }: LiveAvailabilityOptions = {},
): AvailabilityReader {
  const url = new URL(API_PATHS.availability, service).href;
  const ttl = Math.min(ttlMs, MAX_TTL_MS);
  let latest: { askedAt: number; answer: Promise<Lefts | null> } | null = null;
  let reported = false;

  async function ask(): Promise<Lefts | null> {
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
      const parsed = AvailabilitySchema.safeParse(await response.body.json());
      if (!parsed.success) throw new Error('its answer is not the availability the contract describes');
      reported = false;
      return new Map(parsed.data.products.map(({ productId, left }) => [productId, left]));
    } catch (error) {
      // Once per outage: every page in it would say the same.
      if (!reported)
        console.warn(`[site] availability not read from ${url} (${(error as Error).message}): pages claim no stock until it answers`);
      reported = true;
      return null;
    }
  }

  return () => {
    const at = now();
    if (!latest || at - latest.askedAt >= ttl || at < latest.askedAt) latest = { askedAt: at, answer: ask() };
    return latest.answer;
  };
}
