import { type AvailabilityMap, lineTotalCents, OrderTotals, type ShippingRow, useCart, type WeighingTerms } from 'shared';
import { formatCents, productImageUrl, stockShortfall, WEIGHING_SENTENCES, type CartItem } from 'contract';
import { Link } from 'react-router-dom';
import { SUMMARY_TEXTS } from '../data/checkoutTexts';
import { checkoutHoldCents, estimatedGramsOf } from '../lib/weighedEstimate';
import './orderSummary.css';

/** The shortfall sentence of a line that asks for more than is left; null when it fits or is not counted. */
function shortfall(item: CartItem, availability: AvailabilityMap | null): string | null {
  const left = availability?.get(item.id);
  return left == null || item.quantity <= left ? null : stockShortfall(item.title, left);
}

interface OrderSummaryProps {
  availability: AvailabilityMap | null;
  /** Which products are weighed at packing, and the hold's buffer; null while not known (every line by the piece). */
  weighing?: WeighingTerms | null;
  /** The delivery's line (its zone's fee); free shipping when absent, as with no delivery rules. */
  shipping?: ShippingRow;
  /** The minimum order's sentence when the basket is below it. */
  minimum?: string | null;
}

/**
 * The cart as the shopper will pay for it: lines, subtotal, shipping, total. A line that asks
 * for more than the farm has left says so before Pay, in the service's own sentence; so does a
 * basket below the farm's smallest order. A weighed line is priced by the kilo and its amount is
 * an estimate; with one, the total is estimated and the hold on the card is said before Pay
 * (docs/decisions/weighed-produce.md).
 */
export function OrderSummary({ availability, weighing = null, shipping, minimum = null }: OrderSummaryProps) {
  const { known, items, totalCents } = useCart();
  const held = checkoutHoldCents(items, weighing, totalCents + (shipping?.feeCents ?? 0));
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
            const grams = estimatedGramsOf(item, weighing);
            const cents = lineTotalCents(item);
            return (
              <li key={item.id} className="checkout-summary__line" data-testid="checkout-line">
                <img src={productImageUrl(item.thumb)} alt="" width={48} height={48} className="checkout-summary__thumb" />
                <span className="checkout-summary__title">
                  {item.title} <span className="checkout-summary__qty">× {item.quantity}</span>
                  {grams !== null && (
                    <span className="checkout-summary__unit" data-testid="checkout-unit-price">
                      {/* One piece's catalogue price over its estimated weight. */}
                      {WEIGHING_SENTENCES.unitPrice(lineTotalCents({ id: item.id, quantity: 1 }), grams)}
                    </span>
                  )}
                </span>
                <span className="checkout-summary__amount">{grams === null ? formatCents(cents) : WEIGHING_SENTENCES.about(cents)}</span>
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
      <OrderTotals
        totalCents={totalCents}
        totalTestId="checkout-total"
        shipping={shipping}
        totalLabel={held === null ? undefined : WEIGHING_SENTENCES.estimatedTotal}
      />
      {held !== null && (
        <p className="checkout-summary__hold" data-testid="checkout-hold">
          {WEIGHING_SENTENCES.hold(held)}
        </p>
      )}
      {/* Present before it speaks: the sentence is read out when the basket falls below the minimum. */}
      <div role="status" className="checkout-summary__minimum" data-testid="checkout-minimum">
        {minimum && <p>{minimum}</p>}
      </div>
    </section>
  );
}
