/** Days from an order to the shopper's door. */
const DELIVERY_DAYS = 2;

/**
 * The farm's one delivery promise. Every page that says how soon produce arrives words it from
 * here, so no two pages can disagree (a unit test scans the sources for any other duration).
 */
export const DELIVERY_PROMISE = {
  days: DELIVERY_DAYS,
  /** "within 2 days", to follow "delivered" or "at your door". */
  within: `within ${DELIVERY_DAYS} days`,
  /** "2-day delivery", as a label. */
  label: `${DELIVERY_DAYS}-day delivery`,
} as const;
