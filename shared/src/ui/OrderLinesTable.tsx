import { formatCents } from 'contract';

interface OrderLine {
  title: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  totalCents: number;
  /** "Total paid" on a receipt, "Total" where the order may not be paid yet. */
  totalLabel: string;
  className: string;
  /** Test ids of each line's row and of the total's cell, for the page's own tests. */
  lineTestId: string;
  totalTestId: string;
  caption?: string;
  /** A delivery's fee, a line of its own above the total (which includes it). */
  fee?: { label: string; cents: number } | null;
}

/** An order's lines (product, quantity, unit price, line total) and its total: the shopper's receipt and the office's order. */
export function OrderLinesTable({ lines, totalCents, totalLabel, className, lineTestId, totalTestId, caption, fee }: OrderLinesTableProps) {
  return (
    <table className={className}>
      {caption && <caption className="tv-visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
          <th scope="col">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${index}-${line.title}`} data-testid={lineTestId}>
            <th scope="row">{line.title}</th>
            <td>{line.quantity}</td>
            <td>{formatCents(line.unitPriceCents)}</td>
            <td>{formatCents(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {fee && (
          <tr>
            <th scope="row" colSpan={3}>
              {fee.label}
            </th>
            <td>{formatCents(fee.cents)}</td>
          </tr>
        )}
        <tr>
          <th scope="row" colSpan={3}>
            {totalLabel}
          </th>
          <td data-testid={totalTestId}>{formatCents(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
