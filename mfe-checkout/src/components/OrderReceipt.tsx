import { formatCents } from 'shared';
import type { ShopperOrder } from 'shared/src/api';
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
      <table className="order-receipt__lines">
        <caption className="tv-visually-hidden">Products in this order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.title} data-testid="receipt-line">
              <th scope="row">{line.title}</th>
              <td>{line.quantity}</td>
              <td>{formatCents(line.unitPriceCents)}</td>
              <td>{formatCents(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {totalLabel}
            </th>
            <td data-testid="receipt-total">{formatCents(order.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {order.town && (
        <p className="order-receipt__delivery">
          Delivered to <strong data-testid="receipt-town">{order.town}</strong> within 2 days.
        </p>
      )}
    </section>
  );
}
