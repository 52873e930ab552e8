import { formatCents } from 'contract';
import './orderTotals.css';

export interface OrderTotalsProps {
  totalCents: number;
  /** Test id of the total's value, for the page's own tests. */
  totalTestId?: string;
}

/** Subtotal, shipping (always free: docs/product.md#cart-page) and total: the cart page and checkout. */
export function OrderTotals({ totalCents, totalTestId }: OrderTotalsProps) {
  return (
    <dl className="tv-order-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(totalCents)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>Free shipping</dd>
      </div>
      <div className="tv-order-totals__total">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatCents(totalCents)}</dd>
      </div>
    </dl>
  );
}
