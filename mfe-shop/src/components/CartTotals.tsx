import { Link } from 'react-router-dom';
import { OrderTotals, type ShippingRow } from 'shared';
import type { Shortfall } from '../lib/stock';

interface CartTotalsProps {
  totalCents: number;
  /** Lines asking for more than is left: said again beside the way on, where the shopper looks last. */
  shortfalls: readonly Shortfall[];
  /** What delivery costs under the farm's rules, before a postcode picks a zone. */
  shipping: ShippingRow;
  /** The minimum order's sentence when the basket is below it. */
  minimum: string | null;
  /** Said instead of "Total" when the total is an estimate (a weighed line). */
  totalLabel?: string | undefined;
}

/** Subtotal, shipping and total, with the way on to checkout. */
export function CartTotals({ totalCents, shortfalls, shipping, minimum, totalLabel }: CartTotalsProps) {
  return (
    <section className="shop-totals" aria-labelledby="shop-totals-title">
      <h2 id="shop-totals-title" className="shop-totals__title">
        Cart Totals
      </h2>
      <OrderTotals totalCents={totalCents} totalTestId="cart-page-total" shipping={shipping} totalLabel={totalLabel} />
      {/* Present before it speaks: the farm's rules arrive after the cart is shown. */}
      <div role="status" className="shop-totals__minimum" data-testid="cart-minimum">
        {minimum && <p>{minimum}</p>}
      </div>
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
