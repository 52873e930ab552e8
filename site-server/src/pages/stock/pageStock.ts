/**
 * What of a composed page follows the live availability (docs/decisions/live-availability.md,
 * docs/decisions/weighed-produce.md): the marks in its HTML, its JSON-LD offers, and a JSON
 * snapshot of the availability used, which the browser's first render reads
 * (shared/src/stock/useAvailability.ts, `useAvailability` from `shared`) so that it hydrates to the
 * same HTML. The page is prepared once per build; each availability then makes one filling, told
 * apart by `key`.
 */
import { type Availability, AVAILABILITY_SNAPSHOT_ID, type ProductAvailability } from 'contract';
import { jsonForScript } from '../headTags';
import type { LiveStock } from './liveAvailability';
import { offeredProductIds, withOfferAvailability } from './offerAvailability';
import { stockMarks } from './stockMarks';

/** A page's parts as filled for one availability. */
interface FilledParts {
  main: string;
  jsonLd: unknown[];
  /** The snapshot script, for the end of the head; none when nothing was filled. */
  snapshot: string;
}

export interface PageStock {
  /** The products the page shows stock, prices or offers of; none: the page never changes with the availability. */
  productIds: readonly number[];
  /** Equal for two availabilities exactly when they fill the page alike. */
  key(stock: LiveStock | null): string;
  fill(stock: LiveStock | null): FilledParts;
}

/** JSON scripts are data, never run: like the page state's (composer.ts), it needs no CSP hash. */
const snapshotScript = (availability: Availability) =>
  `<script type="application/json" id="${AVAILABILITY_SNAPSHOT_ID}">${jsonForScript(availability)}</script>`;

const keyOf = ({ productId, left, soldByWeight }: ProductAvailability) => `${productId}:${left}:${soldByWeight?.estimatedGrams ?? ''}`;

/** @param main the HTML for `<main>`; @param jsonLd the head's JSON-LD, both as the page will send them. */
export function pageStock(main: string, jsonLd: readonly unknown[]): PageStock {
  const marks = stockMarks(main);
  const productIds = [...new Set([...marks.productIds, ...offeredProductIds(jsonLd)])];
  // Only what the page shows: another product's change leaves it (and its ETag) as it was.
  const known = (stock: LiveStock | null) => productIds.flatMap((productId) => stock?.products.get(productId) ?? []);
  return {
    productIds,
    key(stock) {
      const used = known(stock);
      // The snapshot carries the buffer too, so it tells fillings apart once anything is filled.
      return used.length ? `${used.map(keyOf).join(',')}|${stock!.holdBufferPercent}` : '';
    },
    fill(stock) {
      const used = known(stock);
      if (!used.length) return { main, jsonLd: withOfferAvailability(jsonLd, null), snapshot: '' };
      const shown: LiveStock = {
        products: new Map(used.map((product) => [product.productId, product])),
        holdBufferPercent: stock!.holdBufferPercent,
      };
      return {
        main: marks.fill(shown.products),
        jsonLd: withOfferAvailability(jsonLd, shown),
        snapshot: snapshotScript({ products: used, holdBufferPercent: shown.holdBufferPercent }),
      };
    },
  };
}
