import { PageBanner, usePageMeta } from 'shared';
import { BillingForm } from '../components/BillingForm';
import { OrderSummary } from '../components/OrderSummary';
import { PayWithStripe } from '../components/PayWithStripe';
import './checkoutPage.css';

/** /checkout: billing details, the order summary from the cart, and Pay with Stripe. */
export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', description: 'Check your order of fresh organic produce from Terra Verde and pay securely.' });
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
