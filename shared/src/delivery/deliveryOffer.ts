import { API_PATHS, DELIVERY_SENTENCES, type DeliveryOffer, DeliveryOfferSchema, minimumShortfallCents } from 'contract';
import { requestJson } from '../api/requestJson';
import { useResource } from '../api/useResource';

const loadOffer = (signal: AbortSignal) => requestJson(API_PATHS.delivery, { schema: DeliveryOfferSchema, signal });

/**
 * What the farm charges for delivery and its smallest order (`GET /api/delivery`), for the cart
 * page and the checkout; null while it is asked, or when the service gave no usable answer.
 */
export function useDeliveryOffer(): DeliveryOffer | null {
  const { data, problem } = useResource(API_PATHS.delivery, loadOffer);
  return problem ? null : data;
}

/**
 * The shipping line before a postcode picks a zone (docs/product.md#delivery-rules): "Free
 * shipping" only when the farm has no zones. Not known (no answer) never claims it is free.
 */
export function shippingWording(offer: DeliveryOffer | null): string {
  if (!offer) return DELIVERY_SENTENCES.atCheckout;
  const [first, ...others] = offer.zones;
  if (!first) return DELIVERY_SENTENCES.freeShipping;
  const alike = others.every((zone) => zone.feeCents === first.feeCents && zone.freeFromCents === first.freeFromCents);
  return alike ? DELIVERY_SENTENCES.fromTo(first.feeCents, first.freeFromCents) : DELIVERY_SENTENCES.atCheckout;
}

/** The minimum order's sentence when the basket is below it; null when it is enough, or the minimum is not known. */
export function minimumSentence(offer: DeliveryOffer | null, subtotalCents: number): string | null {
  const missing = offer ? minimumShortfallCents(offer, subtotalCents) : 0;
  return offer && missing > 0 ? DELIVERY_SENTENCES.belowMinimum(offer.minimumOrderCents, missing) : null;
}
