import { Link } from 'react-router-dom';
import { formatCents } from 'shared';

/** Subtotal, free shipping and total, with the way on to checkout. */
export function CartTotals({ totalCents }: { totalCents: number }) {
  return (
    <section className="shop-totals" aria-labelledby="shop-totals-title">
      <h2 id="shop-totals-title" className="shop-totals__title">
        Cart Totals
      </h2>
      <dl className="shop-totals__list">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(totalCents)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>Free shipping</dd>
        </div>
        <div className="shop-totals__total">
          <dt>Total</dt>
          <dd data-testid="cart-page-total">{formatCents(totalCents)}</dd>
        </div>
      </dl>
      <Link to="/checkout" className="tv-button shop-totals__checkout">
        Proceed to Checkout
      </Link>
    </section>
  );
}
