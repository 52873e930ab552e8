import { API_PATHS, type DeliveryOffer } from 'contract';

/** Just the part of a fetch Response the page reads (jsdom has no Response). */
const response = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/**
 * For the tests: what `GET /api/delivery` answers (an offer, or a refusal when null), with every
 * other request left unanswered, as givenAvailability's silent service does.
 */
export function givenDeliveryOffer(offer: DeliveryOffer | null) {
  globalThis.fetch = (async (url: string) => {
    if (url !== API_PATHS.delivery) return new Promise<never>(() => undefined);
    return offer ? response(200, offer) : response(503, { error: 'The checkout service is not reachable.', code: 'unavailable' });
  }) as unknown as typeof fetch;
}
