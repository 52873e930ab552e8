import { PageBanner, usePageMeta } from 'shared';
import { BillingForm } from '../components/BillingForm';
import { OrderSummary } from '../components/OrderSummary';
import { PayWithStripe } from '../components/PayWithStripe';
import './checkoutPage.css';

/** /checkout: billing details, the order summary from the cart, and Pay with Stripe. */
export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', description: 'Review your order of sustainably grown produce from Terra Verde, add your billing details and pay securely with Stripe.' });
  return (
    <>
      <PageBanner title="Checkout" />
      <div className="tv-section">
        <div className="tv-container checkout-layout">
          <div className="checkout-layout__form">
            <BillingForm />
          </div>
          <aside className="checkout-layout__order" aria-label="Order summary and payment">
            <div className="checkout-card">
              <OrderSummary />
              <PayWithStripe />
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
