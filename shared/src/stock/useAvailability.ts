import { API_PATHS, type Availability, AVAILABILITY_SNAPSHOT_ID, AvailabilitySchema } from 'contract';
import { requestJson, type ApiResult } from '../api/requestJson';
import { useResource } from '../api/useResource';

/** Each product's `left` (null: not counted), by product id. */
export type AvailabilityMap = ReadonlyMap<number, number | null>;

/**
 * What the shop and the checkout need to word weighed produce (docs/decisions/weighed-produce.md):
 * one piece's estimated grams of each weighed product (a product not in the map is sold by the
 * piece), and the share of the weighed lines' estimate a checkout holds above it.
 */
export interface WeighingTerms {
  estimatedGrams: ReadonlyMap<number, number>;
  holdBufferPercent: number;
}

/** Both, from the one answer (or the one snapshot), so they never disagree. */
interface Live {
  availability: AvailabilityMap;
  weighing: WeighingTerms;
}

/** The service's answer may be cached this long (its Cache-Control says the same). */
const FRESH_MS = 5_000;

const toLive = (answer: Availability): Live => ({
  availability: new Map(answer.products.map((p) => [p.productId, p.left])),
  weighing: {
    estimatedGrams: new Map(
      answer.products.flatMap((p) => (p.soldByWeight ? [[p.productId, p.soldByWeight.estimatedGrams] as const] : [])),
    ),
    holdBufferPercent: answer.holdBufferPercent,
  },
});

/** What the shell's server filled the page's HTML from, so hydration renders the same; none on a page built ahead. */
function snapshot(): Live | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = AvailabilitySchema.safeParse(JSON.parse(text));
    return parsed.success ? toLive(parsed.data) : null;
  } catch {
    return null;
  }
}

let latest: { at: number; request: Promise<ApiResult<Live>> } | null = null;

/** One request for every component that asks within FRESH_MS (so none of them may cancel it). */
function loadAvailability(fresh: boolean): Promise<ApiResult<Live>> {
  if (!fresh && latest && Date.now() - latest.at < FRESH_MS) return latest.request;
  // The browser may keep the answer as long as we do; after a refusal its copy would be as stale as ours: ask the service.
  const request = requestJson(API_PATHS.availability, { schema: AvailabilitySchema, cache: fresh ? 'no-cache' : 'default' }).then(
    (result) => (result.ok ? { ...result, data: toLive(result.data) } : result),
  );
  latest = { at: Date.now(), request };
  return request;
}

/**
 * What is left of each product and which are weighed, for the shop and the checkout: first what
 * the page's HTML was filled from (or null: unknown, say nothing), then the service's answer; an
 * answer that says nothing keeps what was known. `refresh` asks again, after a checkout was
 * refused for stock.
 */
export function useAvailability(): { availability: AvailabilityMap | null; weighing: WeighingTerms | null; refresh: () => void } {
  const { data, reload } = useResource(API_PATHS.availability, (_signal, reloaded) => loadAvailability(reloaded), snapshot);
  return { availability: data?.availability ?? null, weighing: data?.weighing ?? null, refresh: reload };
}
