import { DELIVERY_TEXTS } from '../data/deliveryTexts';

const T = DELIVERY_TEXTS.days;

/** "7 of 25", and "Full" in words (not in colour alone) once the bookings reach the capacity; null capacity is no limit. */
export function DayBookings({ booked, capacity }: { booked: number; capacity: number | null }) {
  const full = capacity !== null && booked >= capacity;
  return (
    <span className={full ? 'office-days__count office-days__count--full' : 'office-days__count'}>
      {T.booked(booked, capacity)}
      {full && (
        <>
          {' '}
          <strong className="office-days__full">{T.full}</strong>
        </>
      )}
    </span>
  );
}
