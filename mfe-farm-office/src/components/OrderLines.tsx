import { formatCents } from 'shared';
import type { StaffOrder } from 'shared/src/api';
import { ORDER_TEXTS } from '../data/officeTexts';

/** What the order holds and what it came to. */
export function OrderLines({ order }: { order: StaffOrder }) {
  return (
    <section className="office-card" aria-labelledby="office-lines-title">
      <h2 id="office-lines-title">{ORDER_TEXTS.lines}</h2>
      <div className="office-scroll">
        <table className="office-table office-lines">
          <thead>
            <tr>
              <th scope="col">{ORDER_TEXTS.product}</th>
              <th scope="col">{ORDER_TEXTS.quantity}</th>
              <th scope="col">{ORDER_TEXTS.price}</th>
              <th scope="col">{ORDER_TEXTS.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId} data-testid="order-line">
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
                {ORDER_TEXTS.total}
              </th>
              <td data-testid="order-total">{formatCents(order.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
