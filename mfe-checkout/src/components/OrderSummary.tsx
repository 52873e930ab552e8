import { formatCents, lineTotalCents, OrderTotals, productImageUrl, useCart } from 'shared';
import { Link } from 'react-router-dom';
import './orderSummary.css';

/** The cart as the shopper will pay for it: lines, subtotal, free shipping, total. */
export function OrderSummary() {
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
          {items.map((item) => (
            <li key={item.id} className="checkout-summary__line" data-testid="checkout-line">
              <img src={productImageUrl(item.thumb)} alt="" width={48} height={48} className="checkout-summary__thumb" />
              <span className="checkout-summary__title">
                {item.title} <span className="checkout-summary__qty">× {item.quantity}</span>
              </span>
              <span className="checkout-summary__amount">{formatCents(lineTotalCents(item))}</span>
            </li>
          ))}
        </ul>
      )}
      <OrderTotals totalCents={totalCents} totalTestId="checkout-total" />
    </section>
  );
}
