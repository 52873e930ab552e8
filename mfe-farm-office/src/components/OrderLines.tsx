import { OrderLinesTable } from 'shared';
import type { StaffOrder } from 'contract';
import { ORDER_TEXTS } from '../data/officeTexts';

/** What the order holds and what it came to. */
export function OrderLines({ order }: { order: StaffOrder }) {
  return (
    <section className="office-card" aria-labelledby="office-lines-title">
      <h2 id="office-lines-title">{ORDER_TEXTS.lines}</h2>
      <div className="office-scroll">
        <OrderLinesTable
          className="office-table office-lines"
          lines={order.lines}
          totalCents={order.totalCents}
          totalLabel={ORDER_TEXTS.total}
          lineTestId="order-line"
          totalTestId="order-total"
        />
      </div>
    </section>
  );
}
