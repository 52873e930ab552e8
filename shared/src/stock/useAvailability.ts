import { useEffect, useState } from 'react';
import { API_PATHS, type Availability, AVAILABILITY_SNAPSHOT_ID, AvailabilitySchema } from 'contract';

/** Each product's `left` (null: not counted), by product id. */
export type AvailabilityMap = ReadonlyMap<number, number | null>;

/** The service's answer may be cached this long (its Cache-Control says the same). */
const FRESH_MS = 5_000;

const toMap = (availability: Availability): AvailabilityMap => new Map(availability.products.map((p) => [p.productId, p.left]));

/** What the shell's server filled the page's HTML from, so hydration renders the same; none on a page built ahead. */
function snapshot(): AvailabilityMap | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = AvailabilitySchema.safeParse(JSON.parse(text));
    return parsed.success ? toMap(parsed.data) : null;
  } catch {
    return null;
  }
}

let latest: { at: number; request: Promise<AvailabilityMap | null> } | null = null;

/** One request for every component that asks within FRESH_MS; null when the service cannot say (or, rendering outside a browser, nothing can ask). */
function loadAvailability(fresh = false): Promise<AvailabilityMap | null> {
  if (!fresh && latest && Date.now() - latest.at < FRESH_MS) return latest.request;
  if (typeof fetch === 'undefined') return Promise.resolve(null);
  // After a refusal the browser's own copy (max-age=5) would be as stale as ours: ask the service.
  const request = fetch(API_PATHS.availability, fresh ? { cache: 'no-cache' } : undefined)
    .then(async (response) => {
      if (!response.ok) return null;
      const parsed = AvailabilitySchema.safeParse(await response.json());
      return parsed.success ? toMap(parsed.data) : null;
    })
    .catch(() => null);
  latest = { at: Date.now(), request };
  return request;
}

/**
 * What is left of each product, for the shop and the checkout: first what the page's HTML was
 * filled from (or null: unknown, say nothing), then the service's answer. `refresh` asks again,
 * after a checkout was refused for stock.
 */
export function useAvailability(): { availability: AvailabilityMap | null; refresh: () => void } {
  const [availability, setAvailability] = useState<AvailabilityMap | null>(snapshot);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void loadAvailability(round > 0).then((loaded) => {
      if (current && loaded) setAvailability(loaded);
    });
    return () => {
      current = false;
    };
  }, [round]);
  return {
    availability,
    refresh: () => setRound((n) => n + 1),
  };
}
