import {
  deliveryFeeCents,
  DELIVERY_SENTENCES,
  type DeliveryRules,
  type FarmClock,
  type Fulfilment,
  minimumShortfallCents,
  zoneFor,
} from 'contract';
import { RequestError } from '../http/httpErrors';
import { takePlace, type BookingSlot } from '../delivery/bookings';
import type { DeliveryRulesStore } from '../delivery/deliveryRulesStore';
import type { Booking } from '../orders/pendingOrder';
import type { CheckoutOrder } from '../domain';
import { deliveryDayRefusal, deliveryDayRequired, fullyBooked, pickupDayRefusal } from './bookingDays';

/**
 * The service decides the price and the day by the farm's rules (docs/product.md#delivery-rules):
 * the minimum order, the delivery's zone from the stored postcode, its fee from the catalogue
 * subtotal, and whether the day asked for may be booked. Read once per checkout, in the pending
 * order's own transaction, where the day's place is taken too (docs/decisions/stock-reservation.md:
 * as stock is), so a full day is refused before any money moves.
 */

/**
 * With no zones the farm delivers anywhere with no day to book, so a delivery naming a day is
 * refused rather than stored with a day nobody planned: no caller sends one then (the checkout asks
 * GET /api/delivery-days first, which answers `anywhere`).
 */
export const NO_DAY_TO_BOOK = `fulfilment.deliveryDay is for deliveries to the farm's delivery zones, and it has none now: it delivers anywhere with no day to choose, so send no deliveryDay.`;

/** A delivery once zones exist: the postcode picks the zone (the billing rules require it of a typed address; Stripe's page comes too late). */
export const POSTCODE_NEEDED = `customer.postcode is required for a delivery: the farm delivers to some postcodes only, and the postcode decides the delivery's zone, days and fee.`;

/** What the rules make of a checkout: its fulfilment dated and priced, its total, and the place it needs. */
interface Choice {
  fulfilment: Fulfilment;
  totalCents: number;
  slot: BookingSlot | null;
  capacity: number | null;
}

const refuse = (sentence: string): never => {
  throw new RequestError(400, sentence);
};

/** The rules applied to a parsed checkout at the farm's clock: a 400 sentence for the first rule it breaks. */
function choose(rules: DeliveryRules, order: CheckoutOrder, clock: FarmClock): Choice {
  const subtotal = order.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
  const missing = minimumShortfallCents(rules, subtotal);
  if (missing > 0) refuse(DELIVERY_SENTENCES.belowMinimum(rules.minimumOrderCents, missing));
  const asked = order.fulfilment;
  if (asked.method === 'pickup') {
    const day = asked.pickupDay!;
    const refusal = pickupDayRefusal(rules, clock, day);
    if (refusal) refuse(refusal);
    const fulfilment = { method: 'pickup', pickupDay: day, deliveryDay: null, zone: null, feeCents: 0 } as const;
    return { fulfilment, totalCents: subtotal, slot: { method: 'pickup', day }, capacity: rules.pickup.capacityPerDay };
  }
  const postcode = order.customer?.postcode ?? '';
  const zone = rules.zones.length === 0 ? 'anywhere' : postcode ? zoneFor(rules, postcode) : refuse(POSTCODE_NEEDED);
  if (zone === 'anywhere') {
    if (asked.deliveryDay !== null) refuse(NO_DAY_TO_BOOK);
    const fulfilment = { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 } as const;
    return { fulfilment, totalCents: subtotal, slot: null, capacity: null };
  }
  if (zone === null) return refuse(DELIVERY_SENTENCES.outsideZones(postcode));
  const day = asked.deliveryDay ?? refuse(deliveryDayRequired(rules, zone, clock));
  const refusal = deliveryDayRefusal(rules, zone, clock, day);
  if (refusal) refuse(refusal);
  const feeCents = deliveryFeeCents(zone, subtotal);
  return {
    fulfilment: { method: 'delivery', pickupDay: null, deliveryDay: day, zone: zone.name, feeCents },
    totalCents: subtotal + feeCents,
    slot: { method: 'delivery', day, zone: zone.name },
    capacity: zone.capacityPerDay,
  };
}

/**
 * The checkout's step in its pending order's transaction (src/orders/pendingOrder.ts): the rules as
 * they are now, the choice they make, and a place on the day, 409 when none is left.
 */
export function bookByRules(rules: DeliveryRulesStore, order: CheckoutOrder, clock: FarmClock): Booking {
  return async (tx) => {
    const choice = choose(await rules.current(tx), order, clock);
    if (choice.slot && !(await takePlace(tx, choice.slot, choice.capacity)))
      throw new RequestError(409, fullyBooked(choice.slot.method, choice.slot.day), 'state_conflict');
    return { fulfilment: choice.fulfilment, totalCents: choice.totalCents };
  };
}
