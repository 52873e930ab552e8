/**
 * A product page's JSON-LD (the route table's, written by the shop's prerender spec without
 * `availability`) with its offer as the checkout-service says it now: what a search engine reads
 * must not claim stock the page no longer has (docs/decisions/live-availability.md), and a weighed
 * product's offer gives its price per kilogram (docs/decisions/weighed-produce.md). The product is
 * found by its offer's URL, `/product/<slug>`, or its SKU, the slug in capitals.
 */
import { findProductBySlug, type Product, SCHEMA_ORG_AVAILABILITY, stockState } from 'contract';
import { unitPriceSpecification } from '../weighing/unitPriceSpecification';
import type { LiveStock } from './liveAvailability';

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

/** The catalogue's product of a schema.org Product block with one offer, if it is one of the farm's products. */
function productOf(block: unknown): Product | undefined {
  if (!isRecord(block) || block['@type'] !== 'Product' || !isRecord(block.offers)) return undefined;
  const slug = slugOf(block);
  return slug === undefined ? undefined : findProductBySlug(slug);
}

/** The products whose offers a page's JSON-LD makes. */
export const offeredProductIds = (jsonLd: readonly unknown[]): number[] => jsonLd.flatMap((block) => productOf(block)?.id ?? []);

/**
 * The JSON-LD with each offer's availability, and a weighed product's price per kilogram, from
 * `stock`; an offer whose product `stock` does not know (or null: the service could not say) gets
 * neither, whatever the build wrote: no claim.
 */
export function withOfferAvailability(jsonLd: readonly unknown[], stock: LiveStock | null): unknown[] {
  return jsonLd.map((block) => {
    const found = productOf(block);
    if (found === undefined) return block;
    const product = block as Block;
    const { availability: _built, priceSpecification: _builtUnit, ...offer } = product.offers as Block;
    const live = stock?.products.get(found.id);
    if (live === undefined) return { ...product, offers: offer };
    const unit = live.soldByWeight ? { priceSpecification: unitPriceSpecification(found, live.soldByWeight.estimatedGrams) } : {};
    return { ...product, offers: { ...offer, availability: SCHEMA_ORG_AVAILABILITY[stockState(live.left)], ...unit } };
  });
}
