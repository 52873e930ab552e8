import { OrderLinesTable } from 'shared';
import { DELIVERY_SENTENCES, type Fulfilment, type StaffOrder } from 'contract';
import { FULFILMENT_TEXTS, ORDER_TEXTS } from '../data/officeTexts';
import { weighedLines, weighingWords } from '../lib/weighing';

/**
 * A delivery's fee as a line above the total (which includes it), in the checkout's words: shown
 * for every order booked in a zone, $0.00 when it was free, so the farm sees what the van cost the shopper.
 */
const feeLine = ({ method, zone, feeCents }: Fulfilment) =>
  method === 'delivery' && (zone || feeCents > 0)
    ? { label: zone ? DELIVERY_SENTENCES.feeLine(zone) : FULFILMENT_TEXTS.methods.delivery, cents: feeCents }
    : null;

/** Each weighed line's estimate and, once weighed, its weight and exact price (the table shows the estimate). */
function Weighing({ order }: { order: StaffOrder }) {
  const lines = weighedLines(order);
  if (lines.length === 0) return null;
  return (
    <ul className="office-weighed">
      {lines.map((line) => (
        <li key={line.productId} data-testid="order-weighing">
          <strong>{line.title}</strong>: {weighingWords(line)}
        </li>
      ))}
    </ul>
  );
}

/** What the order holds and what it came to. */
export function OrderLines({ order }: { order: StaffOrder }) {
  return (
    <section className="office-card" aria-labelledby="office-lines-title">
      <h2 id="office-lines-title">{ORDER_TEXTS.lines}</h2>
      <div className="office-scroll">
        <OrderLinesTable
          className="office-table office-lines"
          lines={order.lines}
          fee={feeLine(order.fulfilment)}
          totalCents={order.totalCents}
          totalLabel={ORDER_TEXTS.total}
          lineTestId="order-line"
          totalTestId="order-total"
        />
      </div>
      <Weighing order={order} />
    </section>
  );
}
