import { Link } from 'react-router-dom';
import { FaCircleXmark } from 'react-icons/fa6';
import { notify, PageBanner, usePageMeta } from 'shared';
import { CHECKOUT_TEXTS } from '../data/checkoutTexts';
import { useOncePerVisit } from '../lib/useOncePerVisit';
import { closeUnpaidCheckouts } from '../lib/closeUnpaidCheckouts';
import './checkoutPage.css';

/** /checkout/cancel: nothing was charged and the cart is kept for another try. */
export default function CheckoutCancelPage() {
  usePageMeta({
    title: 'Payment Canceled',
    description: 'Your payment was canceled and nothing was charged; your cart of sustainably grown produce is kept for later.',
  });
  useOncePerVisit('checkout-cancel', () => {
    closeUnpaidCheckouts();
    notify.info(CHECKOUT_TEXTS.paymentCanceled);
  });
  return (
    <>
      <PageBanner title="Payment Canceled" />
      <div className="tv-section">
        <div className="tv-container checkout-result">
          <FaCircleXmark className="checkout-result__icon checkout-result__icon--canceled" aria-hidden="true" />
          <h2>Your payment was canceled</h2>
          <p>Nothing was charged. Your cart is still here, so you can try again whenever you are ready.</p>
          <div className="checkout-result__actions">
            <Link to="/checkout" className="tv-button">
              Back to checkout
            </Link>
            <Link to="/cart" className="tv-button tv-button--outline">
              View cart
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
