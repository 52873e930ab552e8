import { type AvailabilityMap, lineTotalCents, OrderTotals, type ShippingRow, useCart } from 'shared';
import { formatCents, productImageUrl, stockShortfall, type CartItem } from 'contract';
import { Link } from 'react-router-dom';
import { SUMMARY_TEXTS } from '../data/checkoutTexts';
import './orderSummary.css';

/** The shortfall sentence of a line that asks for more than is left; null when it fits or is not counted. */
function shortfall(item: CartItem, availability: AvailabilityMap | null): string | null {
  const left = availability?.get(item.id);
  return left == null || item.quantity <= left ? null : stockShortfall(item.title, left);
}

interface OrderSummaryProps {
  availability: AvailabilityMap | null;
  /** The delivery's line (its zone's fee); free shipping when absent, as with no delivery rules. */
  shipping?: ShippingRow;
  /** The minimum order's sentence when the basket is below it. */
  minimum?: string | null;
}

/**
 * The cart as the shopper will pay for it: lines, subtotal, shipping, total. A line that asks
 * for more than the farm has left says so before Pay, in the service's own sentence; so does a
 * basket below the farm's smallest order.
 */
export function OrderSummary({ availability, shipping, minimum = null }: OrderSummaryProps) {
  const { known, items, totalCents } = useCart();
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-heading">
        Your order
      </h2>
      {!known ? (
        <p className="checkout-summary__empty" role="status">
          Loading your cart…
        </p>
      ) : items.length === 0 ? (
        <p className="checkout-summary__empty">
          Your cart is empty. <Link to="/shop">Browse the shop</Link> to add fresh produce.
        </p>
      ) : (
        <ul className="checkout-summary__lines">
          {items.map((item) => {
            const short = shortfall(item, availability);
            return (
              <li key={item.id} className="checkout-summary__line" data-testid="checkout-line">
                <img src={productImageUrl(item.thumb)} alt="" width={48} height={48} className="checkout-summary__thumb" />
                <span className="checkout-summary__title">
                  {item.title} <span className="checkout-summary__qty">× {item.quantity}</span>
                </span>
                <span className="checkout-summary__amount">{formatCents(lineTotalCents(item))}</span>
                {short && (
                  <p className="checkout-summary__shortfall" data-testid="checkout-shortfall">
                    {short} <Link to="/cart">{SUMMARY_TEXTS.changeInCart}</Link>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <OrderTotals totalCents={totalCents} totalTestId="checkout-total" shipping={shipping} />
      {/* Present before it speaks: the sentence is read out when the basket falls below the minimum. */}
      <div role="status" className="checkout-summary__minimum" data-testid="checkout-minimum">
        {minimum && <p>{minimum}</p>}
      </div>
    </section>
  );
}
