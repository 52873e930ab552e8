import { WEIGHING_SENTENCES } from 'contract';
import { minimumSentence, PageBanner, shippingWording, useAvailability, useCart, useDeliveryOffer, usePageMeta } from 'shared';
import { CartTable } from '../components/CartTable';
import { CartTotals } from '../components/CartTotals';
import { CouponForm } from '../components/CouponForm';
import { EmptyCart } from '../components/EmptyCart';
import { SHIPPING_LABEL } from '../data/shopSettings';
import { cartShortfalls } from '../lib/stock';
import { weighedLines } from '../lib/weighing';
import './cartPage.css';

/**
 * /cart: the shopper's lines, a coupon box and the totals; live with the header's dropdown. A line
 * asking for more than is left says so, and so does the totals box, before the checkout refuses it;
 * so does a basket below the farm's smallest order. Shipping is the farm's delivery rules in
 * general (a postcode, at the checkout, picks the zone); unknown, it claims nothing is free. A
 * weighed line is priced by the kilo and "about", and its total is then an estimate
 * (docs/decisions/weighed-produce.md).
 */
export default function CartPage() {
  usePageMeta({ title: 'Cart', description: 'Review the fresh produce in your Terra Verde cart before checkout.' });
  const { known, items, totalCents } = useCart();
  const { availability, weighing } = useAvailability();
  const shortfalls = cartShortfalls(items, availability);
  const weighed = weighedLines(items, availability, weighing);
  const offer = useDeliveryOffer();

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
                  <CartTable items={items} shortfalls={shortfalls} weighed={weighed} />
                  <CouponForm />
                </div>
                <CartTotals
                  totalCents={totalCents}
                  shortfalls={shortfalls}
                  shipping={{ label: SHIPPING_LABEL, value: shippingWording(offer), feeCents: 0 }}
                  minimum={minimumSentence(offer, totalCents)}
                  totalLabel={weighed.size ? WEIGHING_SENTENCES.estimatedTotal : undefined}
                />
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
