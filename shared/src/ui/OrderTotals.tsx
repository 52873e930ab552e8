import { DELIVERY_SENTENCES, formatCents } from 'contract';
import './orderTotals.css';

/** The line between the subtotal and the total: what getting the order to the shopper costs. */
export interface ShippingRow {
  /** "Shipping", or the zone's line ("Delivery (Island)"). */
  label: string;
  /** As the shopper reads it: "$8.00", "Free delivery", "Free shipping". */
  value: string;
  /** Added to the total. */
  feeCents: number;
  /** Said under the line, as it changes ("Add $52.00 for free delivery"). */
  note?: string | null;
}

/** With no delivery rules: free, as the shop has always been (docs/product.md#cart-page). */
const FREE_SHIPPING: ShippingRow = { label: 'Shipping', value: DELIVERY_SENTENCES.freeShipping, feeCents: 0 };

export interface OrderTotalsProps {
  /** The lines' sum: the subtotal. */
  totalCents: number;
  /** Test id of the total's value, for the page's own tests. */
  totalTestId?: string;
  shipping?: ShippingRow;
  /** "Total", unless the total is an estimate (weighed produce: WEIGHING_SENTENCES.estimatedTotal). */
  totalLabel?: string;
}

/** Subtotal, shipping (free unless the page says what it costs) and total: the cart page and checkout. */
export function OrderTotals({ totalCents, totalTestId, shipping = FREE_SHIPPING, totalLabel = 'Total' }: OrderTotalsProps) {
  return (
    <dl className="tv-order-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(totalCents)}</dd>
      </div>
      <div>
        <dt>{shipping.label}</dt>
        <dd>
          {shipping.value}
          {/* Polite: the note follows the basket and the postcode, and is read when it changes. */}
          <span className="tv-order-totals__note" role="status">
            {shipping.note}
          </span>
        </dd>
      </div>
      <div className="tv-order-totals__total">
        <dt>{totalLabel}</dt>
        <dd data-testid={totalTestId}>{formatCents(totalCents + shipping.feeCents)}</dd>
      </div>
    </dl>
  );
}
