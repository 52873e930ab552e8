import { FARM_PICKUP, isCalendarDay } from 'contract';
import { FULFILMENT_TEXTS, pickupSentence } from '../data/fulfilmentTexts';

/**
 * When and where a pickup order is collected: the day with the farm's hours, and its address. A
 * day that is no calendar day (never sent by the service) is not written out as one.
 */
export function PickupNotice({ pickupDay }: { pickupDay: string | null }) {
  const when = pickupDay && isCalendarDay(pickupDay) ? `${pickupSentence(pickupDay)}.` : FULFILMENT_TEXTS.dayToConfirm;
  return (
    <div className="order-pickup">
      <p className="order-pickup__when" data-testid="pickup-when">
        {when}
      </p>
      <address data-testid="pickup-address">{FARM_PICKUP.address}</address>
    </div>
  );
}
