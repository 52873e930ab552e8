/**
 * What is left of each product, and which are weighed, as the checkout-service says at `GET /api/availability`, for the
 * pages the shell's server fills (docs/decisions/live-availability.md): read as liveServiceAnswer
 * reads any of the service's answers (kept at most 5 s, one shared request, a short timeout). A
 * service that cannot answer gives null, "unknown": the page then claims nothing.
 */
import { API_PATHS, AvailabilitySchema, type ProductAvailability } from 'contract';
import { type LiveAnswer, type LiveAnswerOptions, liveServiceAnswer } from '../liveServiceAnswer';

/** The service's answer: each product's line (`left`, `soldByWeight`) by product id, and the hold's buffer. */
export interface LiveStock {
  products: ReadonlyMap<number, ProductAvailability>;
  holdBufferPercent: number;
}

export type LiveAvailabilityOptions = LiveAnswerOptions;

/** The availability now, or null when the service cannot say; never rejects. */
export type AvailabilityReader = LiveAnswer<LiveStock>;

/** @param service the checkout-service's origin, as the /api proxy reaches it (shellServer.ts's apiTarget). */
export function liveAvailability(service: string, options: LiveAvailabilityOptions = {}): AvailabilityReader {
  return liveServiceAnswer(
    {
      url: new URL(API_PATHS.availability, service).href,
      read(body) {
        const parsed = AvailabilitySchema.safeParse(body);
        if (!parsed.success) return undefined;
        const { products, holdBufferPercent } = parsed.data;
        return { products: new Map(products.map((product) => [product.productId, product])), holdBufferPercent };
      },
      what: 'availability',
      meanwhile: 'pages claim no stock until it answers',
    },
    options,
  );
}
