import { Link } from 'react-router-dom';
import { OrderTotals } from 'shared';
import type { Shortfall } from '../lib/stock';

interface CartTotalsProps {
  totalCents: number;
  /** Lines asking for more than is left: said again beside the way on, where the shopper looks last. */
  shortfalls: readonly Shortfall[];
}

/** Subtotal, free shipping and total, with the way on to checkout. */
export function CartTotals({ totalCents, shortfalls }: CartTotalsProps) {
  return (
    <section className="shop-totals" aria-labelledby="shop-totals-title">
      <h2 id="shop-totals-title" className="shop-totals__title">
        Cart Totals
      </h2>
      <OrderTotals totalCents={totalCents} totalTestId="cart-page-total" />
      {/* Announced when it appears: the availability arrives after the cart is shown. */}
      <div role="alert" className="shop-totals__shortfalls" data-testid="cart-shortfalls">
        {shortfalls.length > 0 && (
          <>
            <p className="shop-totals__shortfalls-title">Less is left than your cart asks for:</p>
            <ul>
              {shortfalls.map(({ id, message }) => (
                <li key={id}>{message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Link to="/checkout" className="tv-button shop-totals__checkout">
        Proceed to Checkout
      </Link>
    </section>
  );
}
