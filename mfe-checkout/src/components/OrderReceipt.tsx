import { OrderLinesTable } from 'shared';
import { DELIVERY_PROMISE, DELIVERY_SENTENCES, isCalendarDay, WEIGHING_SENTENCES, type ShopperOrder } from 'contract';
import { DELIVERY_TEXTS, deliveryDaySentence } from '../data/deliveryTexts';
import { hasWeighedLine, WeighedLines } from './WeighedLines';
import './orderReceipt.css';

/** What a receipt shows: the success page's order, or the order page's. */
type ReceiptOrder = Pick<ShopperOrder, 'number' | 'lines' | 'totalCents' | 'fulfilment'> & { town?: string | null };

/** A delivery's fee, a line of the receipt when it cost something (the total includes it). */
function feeLine({ feeCents, zone }: ShopperOrder['fulfilment']) {
  if (feeCents <= 0) return null;
  return { label: zone ? DELIVERY_SENTENCES.feeLine(zone) : DELIVERY_TEXTS.fee, cents: feeCents };
}

/** Where and when it goes: the day booked, with the town when there is one; before zones, the town and the farm's delivery promise. */
function DeliveryLine({ order }: { order: ReceiptOrder }) {
  const { method, deliveryDay } = order.fulfilment;
  if (method !== 'delivery') return null;
  const town = order.town ? <strong data-testid="receipt-town">{order.town}</strong> : null;
  // A day that is no calendar day (never sent by the service) is not written out as one.
  if (deliveryDay && isCalendarDay(deliveryDay))
    return (
      <p className="order-receipt__delivery" data-testid="receipt-delivery-day">
        {deliveryDaySentence(deliveryDay)}
        {town && <>, to {town}</>}.
      </p>
    );
  return town ? (
    <p className="order-receipt__delivery">
      Delivered to {town} {DELIVERY_PROMISE.within}.
    </p>
  ) : null;
}

/**
 * The order as the farm stored it: number, lines, a delivery's fee, total (paid, unless said) and
 * where it goes. With a weighed line the lines' amounts and the total are the checkout's estimate,
 * said so, and the weighed lines follow with what they weighed.
 */
export function OrderReceipt({ order, totalLabel = 'Total paid' }: { order: ReceiptOrder; totalLabel?: string }) {
  return (
    <section className="order-receipt" aria-labelledby="order-receipt-title">
      <h3 id="order-receipt-title" className="order-receipt__title">
        Order <span data-testid="order-number">{order.number}</span>
      </h3>
      <OrderLinesTable
        className="order-receipt__lines"
        caption="Products in this order"
        lines={order.lines}
        fee={feeLine(order.fulfilment)}
        totalCents={order.totalCents}
        totalLabel={hasWeighedLine(order.lines) ? WEIGHING_SENTENCES.estimatedTotal : totalLabel}
        lineTestId="receipt-line"
        totalTestId="receipt-total"
      />
      <WeighedLines lines={order.lines} />
      <DeliveryLine order={order} />
    </section>
  );
}
