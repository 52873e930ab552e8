/**
 * What of a composed page follows live stock (docs/decisions/live-availability.md): the marks in
 * its HTML, its JSON-LD offers, and a JSON snapshot of the availability used, which the browser's
 * first render reads (shared/src/stock/useAvailability.ts, `useAvailability` from `shared`) so that it hydrates to the same HTML.
 * The page is prepared once per build; each availability then makes one filling, told apart by `key`.
 */
import { AVAILABILITY_SNAPSHOT_ID } from 'contract';
import { jsonForScript } from '../headTags';
import type { Lefts } from './liveAvailability';
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
  /** The products the page shows stock or offers of; none: the page never changes with stock. */
  productIds: readonly number[];
  /** Equal for two availabilities exactly when they fill the page alike. */
  key(lefts: Lefts | null): string;
  fill(lefts: Lefts | null): FilledParts;
}

/** JSON scripts are data, never run: like the page state's (composer.ts), it needs no CSP hash. */
const snapshotScript = (products: ReadonlyArray<{ productId: number; left: number | null }>) =>
  `<script type="application/json" id="${AVAILABILITY_SNAPSHOT_ID}">${jsonForScript({ products })}</script>`;

/** @param main the HTML for `<main>`; @param jsonLd the head's JSON-LD, both as the page will send them. */
export function pageStock(main: string, jsonLd: readonly unknown[]): PageStock {
  const marks = stockMarks(main);
  const productIds = [...new Set([...marks.productIds, ...offeredProductIds(jsonLd)])];
  const known = (lefts: Lefts | null) =>
    productIds.flatMap((productId) => (lefts?.has(productId) ? [{ productId, left: lefts.get(productId)! }] : []));
  return {
    productIds,
    key: (lefts) =>
      known(lefts)
        .map(({ productId, left }) => `${productId}:${left}`)
        .join(','),
    fill(lefts) {
      const used = known(lefts);
      if (!used.length) return { main, jsonLd: withOfferAvailability(jsonLd, null), snapshot: '' };
      const map = new Map(used.map(({ productId, left }) => [productId, left]));
      return { main: marks.fill(map), jsonLd: withOfferAvailability(jsonLd, map), snapshot: snapshotScript(used) };
    },
  };
}
