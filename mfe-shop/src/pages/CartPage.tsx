import { PageBanner, useCart, usePageMeta } from 'shared';
import { CartTable } from '../components/CartTable';
import { CartTotals } from '../components/CartTotals';
import { CouponForm } from '../components/CouponForm';
import { EmptyCart } from '../components/EmptyCart';
import './cartPage.css';

/** /cart: the shopper's lines, a coupon box and the totals; live with the header's dropdown. */
export default function CartPage() {
  usePageMeta({ title: 'Cart', description: 'Review the fresh produce in your Terra Verde cart before checkout.' });
  const { known, items, totalCents } = useCart();

  return (
    <>
      <PageBanner title="Cart" />
      <section className="tv-section shop-cart">
        <div className="tv-container">
          {!known ? (
            <p className="shop-cart__loading" role="status">
              Loading your cart…
            </p>
          ) : items.length === 0 ? (
            <EmptyCart />
          ) : (
            <>
              <h2 className="tv-visually-hidden">Your cart</h2>
              <div className="shop-cart__layout">
                <div>
                  <CartTable items={items} />
                  <CouponForm />
                </div>
                <CartTotals totalCents={totalCents} />
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
