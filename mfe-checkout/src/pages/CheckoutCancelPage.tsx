import { Link } from 'react-router-dom';
import { notify, PageBanner, usePageMeta } from 'shared';
import { BackToCheckout, ResultNotice } from '../components/ResultNotice';
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
        <ResultNotice
          tone="canceled"
          heading="Your payment was canceled"
          actions={
            <>
              <BackToCheckout />
              <Link to="/cart" className="tv-button tv-button--outline">
                View cart
              </Link>
            </>
          }
        >
          <p>Nothing was charged. Your cart is still here, so you can try again whenever you are ready.</p>
        </ResultNotice>
      </div>
    </>
  );
}
