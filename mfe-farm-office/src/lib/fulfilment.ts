import { formatPickupDay, type Fulfilment, nextStatuses, type OrderStatus, type StaffOrder } from 'contract';
import { FULFILMENT_TEXTS } from '../data/officeTexts';

// A pickup or delivery day is a calendar day (YYYY-MM-DD), not a moment: read in UTC so no zone moves it.
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Sat 28 Nov": a pickup or delivery day where a list row has little room. */
export const shortPickupDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(time) ? day : SHORT_DAY.format(time);
};

/**
 * "Pickup at the farm on Saturday, 28 November 2026", "Delivery on Tuesday, 22 December 2026
 * (Island)", or, for a delivery booked before the farm had zones (no day), the address's line.
 */
export function fulfilmentLine({ method, pickupDay, deliveryDay, zone }: Fulfilment): string {
  if (method === 'pickup') return pickupDay ? FULFILMENT_TEXTS.pickupAtFarm(formatPickupDay(pickupDay)) : FULFILMENT_TEXTS.methods.pickup;
  return deliveryDay ? FULFILMENT_TEXTS.deliveryOn(formatPickupDay(deliveryDay), zone) : FULFILMENT_TEXTS.delivery;
}

/** The day the order is collected at the farm or delivered on, if it has one. */
export const fulfilmentDayOf = ({ method, pickupDay, deliveryDay }: Fulfilment) => (method === 'pickup' ? pickupDay : deliveryDay);

/**
 * The statuses the staff may move an order to by hand: the contract's next statuses for its way of
 * reaching the customer (a pickup is never out for delivery; the service would refuse it) and its
 * money (not packed while its weights are missing, docs/decisions/weighed-produce.md), less the
 * refund, which has its own action with a reason.
 */
export const manualNextStatuses = ({ status, fulfilment, payment }: StaffOrder): OrderStatus[] =>
  nextStatuses(status, { method: fulfilment.method, payment: payment.state }).filter((next) => next !== 'refunded');
