import { Link } from 'react-router-dom';
import { OrderTotals } from 'shared';

/** Subtotal, free shipping and total, with the way on to checkout. */
export function CartTotals({ totalCents }: { totalCents: number }) {
  return (
    <section className="shop-totals" aria-labelledby="shop-totals-title">
      <h2 id="shop-totals-title" className="shop-totals__title">
        Cart Totals
      </h2>
      <OrderTotals totalCents={totalCents} totalTestId="cart-page-total" />
      <Link to="/checkout" className="tv-button shop-totals__checkout">
        Proceed to Checkout
      </Link>
    </section>
  );
}
