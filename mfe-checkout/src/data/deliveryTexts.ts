import { DELIVERY_SENTENCES, formatCents, formatPickupDay } from 'contract';

/**
 * How the checkout, the success page and the order page word a delivery under the farm's rules
 * (docs/product.md#delivery-rules); the sentences the service says too are DELIVERY_SENTENCES.
 */
export const DELIVERY_TEXTS = {
  dayLegend: 'Delivery day',
  daysLoading: 'Loading the delivery days…',
  daysFailed: 'We could not load the delivery days just now. Try again, or pick your order up at the farm.',
  noDays: 'No delivery day can be booked just now. You can pick your order up at the farm.',
  switchToPickup: 'Pick up at the farm instead',
  noDay: 'Please choose a delivery day.',
  /** The shipping line while the postcode has not picked a zone, when the zones' prices differ. */
  byPostcode: 'Set by your postcode',
  shipping: 'Shipping',
  /** A fee's line on a receipt whose zone was not kept. */
  fee: 'Delivery',
} as const;

/** What the zone found for the postcode costs, said beside the postcode: "Delivery (Island): $8.00". */
export const zoneSentence = (zone: string, feeCents: number) =>
  `${DELIVERY_SENTENCES.feeLine(zone)}: ${feeCents > 0 ? formatCents(feeCents) : DELIVERY_SENTENCES.free}`;

/** "Delivery on Tuesday, 22 December 2026" (a day already checked with isCalendarDay). */
export const deliveryDaySentence = (day: string) => `Delivery on ${formatPickupDay(day)}`;
