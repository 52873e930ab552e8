import { OrderLinesTable } from 'shared';
import type { ShopperOrder } from 'contract';
import './orderReceipt.css';

/** What a receipt shows: the success page's order, or the order page's. */
type ReceiptOrder = Pick<ShopperOrder, 'number' | 'lines' | 'totalCents'> & { town?: string | null };

/** The order as the farm stored it: number, lines, total (paid, unless said) and where it goes. */
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
        totalCents={order.totalCents}
        totalLabel={totalLabel}
        lineTestId="receipt-line"
        totalTestId="receipt-total"
      />
      {order.town && (
        <p className="order-receipt__delivery">
          Delivered to <strong data-testid="receipt-town">{order.town}</strong> within 2 days.
        </p>
      )}
    </section>
  );
}
