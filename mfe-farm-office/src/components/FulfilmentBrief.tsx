import type { Fulfilment } from 'contract';
import { FULFILMENT_TEXTS } from '../data/officeTexts';
import { fulfilmentDayOf, shortPickupDay } from '../lib/fulfilment';

/**
 * "Delivery, Tue 22 Dec (Island)", "Pickup Sat 28 Nov", or "Delivery" for one booked before the
 * farm had zones: what the packers need to sort a day's boxes, where a row has little room.
 */
export function FulfilmentBrief({ fulfilment }: { fulfilment: Fulfilment }) {
  const { method, zone } = fulfilment;
  const day = fulfilmentDayOf(fulfilment);
  const delivered = method === 'delivery';
  return (
    <>
      <span className={`office-method office-method--${method}`}>{FULFILMENT_TEXTS.methods[method]}</span>
      {day && (
        <>
          {delivered ? ', ' : ' '}
          <time dateTime={day}>{shortPickupDay(day)}</time>
          {delivered && zone && ` (${zone})`}
        </>
      )}
    </>
  );
}
