import { useRef } from 'react';
import { BILLING_RULES, PageBanner, useForm, usePageMeta } from 'shared';
import { BillingForm } from '../components/BillingForm';
import { OrderSummary } from '../components/OrderSummary';
import { PayButton } from '../components/PayButton';
import { EMPTY_BILLING } from '../data/billing';
import './checkoutPage.css';

/** /checkout: billing details, the order summary from the cart, and Pay with Stripe. */
export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', description: 'Review your order of sustainably grown produce from Terra Verde, add your billing details and pay securely with Stripe.' });
  // The form's own submit never resets it: Pay sends these details.
  const billing = useForm(EMPTY_BILLING, BILLING_RULES, () => undefined);
  const payButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <PageBanner title="Checkout" />
      <div className="tv-section">
        <div className="tv-container checkout-layout">
          <div className="checkout-layout__form">
            <BillingForm form={billing} onComplete={() => payButton.current?.focus()} />
          </div>
          <aside className="checkout-layout__order" aria-label="Order summary and payment">
            <div className="checkout-card">
              <OrderSummary />
              <PayButton checkBilling={billing.check} buttonRef={payButton} />
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
