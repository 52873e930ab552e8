import { formatCents } from '../money';

/**
 * What the cart, the checkout and the service say about the delivery rules, word for word
 * (docs/product.md#delivery-rules): the service's refusal is the sentence the checkout shows.
 */
export const DELIVERY_SENTENCES = {
  /** A postcode no zone takes, as the shopper typed it. */
  outsideZones: (postcode: string) => `We don't deliver to ${postcode} yet. You can pick your order up at the farm.`,
  belowMinimum: (minimumCents: number, missingCents: number) =>
    `Our smallest order is ${formatCents(minimumCents)}: add ${formatCents(missingCents)} more to order.`,
  feeLine: (zone: string) => `Delivery (${zone})`,
  free: 'Free delivery',
  freeShipping: 'Free shipping',
  addForFree: (missingCents: number) => `Add ${formatCents(missingCents)} for free delivery`,
  /** The cart page, when every zone costs the same. */
  fromTo: (feeCents: number, freeFromCents: number | null) =>
    freeFromCents === null
      ? `Delivery ${formatCents(feeCents)}`
      : `Delivery from ${formatCents(feeCents)}, free above ${formatCents(freeFromCents)}`,
  /** The cart page, when the zones differ. */
  atCheckout: 'Delivery calculated at checkout',
} as const;
