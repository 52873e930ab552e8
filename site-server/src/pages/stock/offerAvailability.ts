/**
 * A product page's JSON-LD (the route table's, written by the shop's prerender spec without
 * `availability`) with its offer's availability as the checkout-service says it now: what a search
 * engine reads must not claim stock the page no longer has (docs/decisions/live-availability.md).
 * The product is found by its offer's URL, `/product/<slug>`, or its SKU, the slug in capitals.
 */
import { findProductBySlug, SCHEMA_ORG_AVAILABILITY, stockState } from 'contract';
import type { Lefts } from './liveAvailability';

type Block = Record<string, unknown>;

const isRecord = (value: unknown): value is Block => typeof value === 'object' && value !== null && !Array.isArray(value);

function slugOf(product: Block): string | undefined {
  const offer = product.offers;
  if (isRecord(offer) && typeof offer.url === 'string') {
    const match = /^\/product\/([^/]+)\/?$/.exec(new URL(offer.url, 'http://site.invalid').pathname);
    if (match) return decodeURIComponent(match[1]);
  }
  return typeof product.sku === 'string' ? product.sku.toLowerCase() : undefined;
}

/** The catalogue id of a schema.org Product block with one offer, if it is one of the farm's products. */
function productIdOf(block: unknown): number | undefined {
  if (!isRecord(block) || block['@type'] !== 'Product' || !isRecord(block.offers)) return undefined;
  const slug = slugOf(block);
  return slug === undefined ? undefined : findProductBySlug(slug)?.id;
}

/** The products whose offers a page's JSON-LD makes. */
export const offeredProductIds = (jsonLd: readonly unknown[]): number[] => jsonLd.flatMap((block) => productIdOf(block) ?? []);

/**
 * The JSON-LD with each offer's availability from `lefts`; an offer whose product `lefts` does not
 * know (or null: the service could not say) gets none, whatever the build wrote: no claim.
 */
export function withOfferAvailability(jsonLd: readonly unknown[], lefts: Lefts | null): unknown[] {
  return jsonLd.map((block) => {
    const id = productIdOf(block);
    if (id === undefined) return block;
    const product = block as Block;
    const { availability: _built, ...offer } = product.offers as Block;
    const left = lefts?.get(id);
    return { ...product, offers: left === undefined ? offer : { ...offer, availability: SCHEMA_ORG_AVAILABILITY[stockState(left)] } };
  });
}
