import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DeliveryBookingsSchema, formatPickupDay } from 'contract';
import { DELIVERY_TEXTS } from '../data/deliveryTexts';
import { officeOrderPath } from '../data/officePaths';
import { bookingsPath } from '../lib/deliveryActions';
import { useStaffData } from '../lib/staffApi';
import { FulfilmentBrief } from './FulfilmentBrief';

const T = DELIVERY_TEXTS.closing;

interface CloseDayPanelProps {
  day: string;
  /** Saves the day closed: answers the refusal's sentence, or null once it is closed. */
  onConfirm: () => Promise<string | null>;
  onCancel: () => void;
}

/**
 * Closing a day, second step: the orders already booked on it (deliveries and pickups), to be
 * called, and the button that closes it. Closing does not cancel them: the farm calls each
 * customer to move the order, so the list comes before the button.
 */
export function CloseDayPanel({ day, onConfirm, onCancel }: CloseDayPanelProps) {
  const named = formatPickupDay(day);
  const bookings = useStaffData(bookingsPath(day), DeliveryBookingsSchema);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the day's button: a keyboard or screen reader user lands on what it asks.
  useEffect(() => heading.current?.focus(), []);
  const orders = bookings.data?.orders;

  return (
    <section className="office-close-day" aria-labelledby={`office-close-${day}`} data-testid="close-day">
      <h3 id={`office-close-${day}`} ref={heading} tabIndex={-1}>
        {T.heading(named)}
      </h3>
      <div className="office-alert" role="alert">
        {bookings.problem && <p>{bookings.problem.error}</p>}
        {refusal && <p>{refusal}</p>}
      </div>
      {!orders ? (
        !bookings.problem && <p role="status">{T.loading}</p>
      ) : orders.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <>
          <p>{T.toCall(orders.length)}</p>
          <ul className="office-close-day__orders" data-testid="to-call">
            {orders.map((order) => (
              <li key={order.number}>
                <strong>{order.customerName}</strong>, <Link to={officeOrderPath(order.number)}>{order.number}</Link>,{' '}
                <FulfilmentBrief fulfilment={order.fulfilment} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="office-actions__buttons">
        <button type="button" className="tv-button office-button office-button--danger" onClick={() => void onConfirm().then(setRefusal)}>
          {T.confirm(named)}
        </button>
        <button type="button" className="tv-button tv-button--outline office-button" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </section>
  );
}
