import { formatPickupDay, type Fulfilment, nextStatuses, type OrderStatus } from 'contract';
import { FULFILMENT_TEXTS } from '../data/officeTexts';

// A pickup day is a calendar day (YYYY-MM-DD), not a moment: read in UTC so no zone moves it.
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Sat 28 Nov": a pickup day where a list row has little room. */
export const shortPickupDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(time) ? day : SHORT_DAY.format(time);
};

/** "Pickup at the farm on Saturday, 28 November 2026", or the delivery's line. */
export const fulfilmentLine = ({ method, pickupDay }: Fulfilment) =>
  method === 'pickup' && pickupDay ? FULFILMENT_TEXTS.pickupAtFarm(formatPickupDay(pickupDay)) : FULFILMENT_TEXTS.delivery;

/** Whether the order is collected at the farm, with its day. */
export const pickupDayOf = ({ method, pickupDay }: Fulfilment) => (method === 'pickup' ? pickupDay : null);

/**
 * The statuses the staff may move an order to by hand: the contract's next statuses for its way of
 * reaching the customer (a pickup is never out for delivery; the service would refuse it), less
 * the refund, which has its own action with a reason.
 */
export const manualNextStatuses = (status: OrderStatus, { method }: Fulfilment): OrderStatus[] =>
  nextStatuses(status, method).filter((next) => next !== 'refunded');
