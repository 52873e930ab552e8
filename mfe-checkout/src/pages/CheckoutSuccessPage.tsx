import { Link } from 'react-router-dom';
import { FaCircleCheck } from 'react-icons/fa6';
import { cart, DELIVERY_PROMISE, notify, PageBanner, usePageMeta } from 'shared';
import { CHECKOUT_TEXTS } from '../data/checkoutTexts';
import { useOncePerVisit } from '../lib/useOncePerVisit';
import './checkoutPage.css';

/** /checkout/success: the payment went through, so the cart is emptied and the shopper thanked. */
export default function CheckoutSuccessPage() {
  usePageMeta({ title: 'Order Complete', description: `Thank you for your order: your sustainably grown produce from Terra Verde is delivered ${DELIVERY_PROMISE.within}.` });
  useOncePerVisit('checkout-success', () => {
    cart.clear();
    notify.success(CHECKOUT_TEXTS.paymentSucceeded);
  });
  return (
    <>
      <PageBanner title="Order Complete" />
      <div className="tv-section">
        <div className="tv-container checkout-result">
          <FaCircleCheck className="checkout-result__icon" aria-hidden="true" />
          <h2>Thank you for your order!</h2>
          <p>Your payment was received and your fresh produce is being prepared. We deliver {DELIVERY_PROMISE.within}, straight from our fields to your table.</p>
          <div className="checkout-result__actions">
            <Link to="/shop" className="tv-button">
              Continue shopping
            </Link>
            <Link to="/" className="tv-button tv-button--outline">
              Back to home
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
