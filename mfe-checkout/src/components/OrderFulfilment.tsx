import type { ShopperOrderPage } from 'contract';
import { FULFILMENT_TEXTS } from '../data/fulfilmentTexts';
import { PickupNotice } from './PickupNotice';

function Notes({ notes }: { notes: string | null }) {
  return notes ? (
    <p data-testid="order-notes">
      <strong>Your notes:</strong> {notes}
    </p>
  ) : null;
}

function Delivery({ order }: { order: ShopperOrderPage }) {
  const { name, addressLines, town, state, postcode, country } = order.delivery;
  const place = [town, [state, postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [name, ...addressLines, place, country].filter((line): line is string => Boolean(line));
  return (
    <section className="order-page__delivery" aria-labelledby="order-delivery-title">
      <h3 id="order-delivery-title">Delivery</h3>
      {lines.length > 0 ? (
        <address data-testid="order-address">
          {lines.map((line) => (
            <span key={line} className="order-page__address-line">
              {line}
              <br />
            </span>
          ))}
        </address>
      ) : (
        <p>We will confirm the delivery address with you.</p>
      )}
      <Notes notes={order.notes} />
    </section>
  );
}

/** A pickup: the day, the farm's hours and address, and who collects it (the service sends the name only). */
function Pickup({ order }: { order: ShopperOrderPage }) {
  return (
    <section className="order-page__delivery" aria-labelledby="order-pickup-title">
      <h3 id="order-pickup-title">{FULFILMENT_TEXTS.pickupSection}</h3>
      <PickupNotice pickupDay={order.fulfilment.pickupDay} />
      {order.delivery.name && (
        <p data-testid="pickup-name">
          <strong>{FULFILMENT_TEXTS.pickupName}:</strong> {order.delivery.name}
        </p>
      )}
      <Notes notes={order.notes} />
    </section>
  );
}

/** How the order reaches the shopper, on their order page: the delivery address, or the pickup at the farm. */
export function OrderFulfilment({ order }: { order: ShopperOrderPage }) {
  return order.fulfilment.method === 'pickup' ? <Pickup order={order} /> : <Delivery order={order} />;
}
