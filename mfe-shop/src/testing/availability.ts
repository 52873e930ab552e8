import { AVAILABILITY_SNAPSHOT_ID } from 'contract';

/**
 * For the tests: what is left, as the shell's server hands it to the page (the JSON snapshot
 * useAvailability reads first), with a service that then says nothing more. jsdom has no fetch;
 * a silent service keeps each test to its own snapshot, whatever useAvailability cached before.
 * Silent means no answer at all: a refusal would still end the hook's loading after the test's
 * last assertion, a state update outside act().
 */
const silentService = (() => new Promise<never>(() => undefined)) as unknown as typeof fetch;

export function givenAvailability(left: Record<number, number | null>) {
  globalThis.fetch = silentService;
  document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.remove();
  const snapshot = document.createElement('script');
  snapshot.type = 'application/json';
  snapshot.id = AVAILABILITY_SNAPSHOT_ID;
  snapshot.textContent = JSON.stringify({
    products: Object.entries(left).map(([productId, productLeft]) => ({ productId: Number(productId), left: productLeft })),
  });
  document.body.append(snapshot);
}

/** Nothing known: a page built ahead, the service silent. */
export function givenNoAvailability() {
  globalThis.fetch = silentService;
  document.getElementById(AVAILABILITY_SNAPSHOT_ID)?.remove();
}
