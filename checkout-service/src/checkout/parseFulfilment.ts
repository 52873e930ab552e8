import { type Fulfilment, FULFILMENT_METHODS, isCalendarDay, isOpeningDay, PICKUP_DAYS_AHEAD, pickupDaysAfter } from 'contract';
import { RequestError } from '../http/httpErrors';

const SHAPE = `fulfilment must be an object with method (${FULFILMENT_METHODS.join(' or ')}) and, for a pickup, pickupDay.`;

const shownDay = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : 'nothing');

/**
 * The checkout's `fulfilment` (docs/product.md#pickup-or-delivery): absent, a delivery, as the
 * product's plain request means (docs/product.md#checkout-service-rules); a pickup on one of the PICKUP_DAYS_AHEAD opening days after `today`,
 * the farm's calendar day. Each refusal names the field and, where it helps, the days there are.
 */
export function parseFulfilment(value: unknown, today: string): Fulfilment {
  if (value === undefined) return { method: 'delivery', pickupDay: null };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RequestError(400, SHAPE);
  const { method, pickupDay, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new RequestError(400, `fulfilment.${unknown.slice(0, 40)} is not a fulfilment field; the fields are method and pickupDay.`);
  if (method === 'delivery') {
    if (pickupDay !== undefined && pickupDay !== null) throw new RequestError(400, 'fulfilment.pickupDay is for pickups only; a delivery has none.');
    return { method, pickupDay: null };
  }
  if (method !== 'pickup') throw new RequestError(400, `fulfilment.method must be ${FULFILMENT_METHODS.join(' or ')} (got ${shownDay(method)}).`);
  return { method, pickupDay: checkPickupDay(pickupDay, today) };
}

function checkPickupDay(day: unknown, today: string): string {
  const days = pickupDaysAfter(today);
  const choose = `choose one of the next ${PICKUP_DAYS_AHEAD} opening days, ${days[0]} to ${days[days.length - 1]}`;
  if (day === undefined || day === null) throw new RequestError(400, `fulfilment.pickupDay is required for a pickup: ${choose}.`);
  if (typeof day !== 'string' || !isCalendarDay(day)) throw new RequestError(400, `fulfilment.pickupDay must be a date written YYYY-MM-DD (got ${shownDay(day)}).`);
  if (day < today) throw new RequestError(400, `fulfilment.pickupDay ${day} is in the past; ${choose}.`);
  if (day === today) throw new RequestError(400, `fulfilment.pickupDay ${day} is today, which can no longer be booked; ${choose}.`);
  if (!isOpeningDay(day)) throw new RequestError(400, `fulfilment.pickupDay ${day} is a Sunday, when the farm is closed; ${choose}.`);
  if (!days.includes(day)) throw new RequestError(400, `fulfilment.pickupDay ${day} is more than ${PICKUP_DAYS_AHEAD} opening days ahead; ${choose}.`);
  return day;
}

