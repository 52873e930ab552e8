import { type Availability, AVAILABILITY_SNAPSHOT_ID, DEFAULT_HOLD_BUFFER_PERCENT } from 'contract';

/**
 * For the tests: what is left, as the shell's server hands it to the page (the JSON snapshot
 * useAvailability reads first), with a service that then says nothing more. jsdom has no fetch;
 * a silent service keeps each test to its own snapshot, whatever useAvailability cached before.
 * Silent means no answer at all: a refusal would still end the hook's loading after the test's
 * last assertion, a state update outside act().
 */
const silentService = (() => new Promise<never>(() => undefined)) as unknown as typeof fetch;

/** The snapshot the shell's server embeds: each product's `left`, and the weighed ones' estimated grams a piece. */
export function availabilitySnapshot(left: ReadonlyMap<number, number | null>, weighed: Record<number, number> = {}): Availability {
  return {
    products: [...left].map(([productId, productLeft]) => ({
      productId,
      left: productLeft,
      soldByWeight: weighed[productId] ? { estimatedGrams: weighed[productId] } : null,
    })),
    holdBufferPercent: DEFAULT_HOLD_BUFFER_PERCENT,
  };
}

export function givenAvailability(left: Record<number, number | null>, weighed: Record<number, number> = {}) {
  globalThis.fetch = silentService;
  document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.remove();
  const snapshot = document.createElement('script');
  snapshot.type = 'application/json';
  snapshot.id = AVAILABILITY_SNAPSHOT_ID;
  const lefts = new Map(Object.entries(left).map(([productId, productLeft]) => [Number(productId), productLeft]));
  snapshot.textContent = JSON.stringify(availabilitySnapshot(lefts, weighed));
  document.body.append(snapshot);
}

/** Nothing known: a page built ahead, the service silent. */
export function givenNoAvailability() {
  globalThis.fetch = silentService;
  document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.remove();
}
