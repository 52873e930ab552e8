import { useRef } from 'react';
import { PageBanner, useAvailability, usePageMeta } from 'shared';
import { BillingForm } from '../components/BillingForm';
import { DeliveryDetails } from '../components/DeliveryDetails';
import { FulfilmentChoice } from '../components/FulfilmentChoice';
import { OrderSummary } from '../components/OrderSummary';
import { PayButton } from '../components/PayButton';
import { PickupDetails } from '../components/PickupDetails';
import { useCheckoutDetails } from '../lib/useCheckoutDetails';
import './checkoutPage.css';

/** /checkout: delivery or pickup, the billing details, the order summary from the cart, and Pay with Stripe. */
export default function CheckoutPage() {
  usePageMeta({
    title: 'Checkout',
    description: 'Review your order of sustainably grown produce from Terra Verde, add your billing details and pay securely with Stripe.',
  });
  const details = useCheckoutDetails();
  const { delivery } = details;
  // One availability for the summary and Pay, so a refusal's refresh redraws the summary.
  const { availability, weighing, refresh } = useAvailability();
  const payButton = useRef<HTMLButtonElement>(null);
  const delivering = details.method === 'delivery';
  return (
    <>
      <PageBanner title="Checkout" />
      <div className="tv-section">
        <div className="tv-container checkout-layout">
          <div className="checkout-layout__form">
            <FulfilmentChoice method={details.method} onChange={details.setMethod} groupRef={details.choiceGroup} />
            {details.method === 'pickup' && (
              <PickupDetails
                days={details.pickupDays}
                pickupDay={details.pickupDay}
                onChoose={details.choosePickupDay}
                onRetry={details.retryPickupDays}
                error={details.dayError}
                groupRef={details.dayGroup}
              />
            )}
            <BillingForm
              form={details.form}
              method={details.method}
              onComplete={() => payButton.current?.focus()}
              afterPostcode={
                <DeliveryDetails
                  postcode={details.form.values.postcode}
                  state={delivery.state}
                  days={delivery.days}
                  subtotalCents={delivery.subtotalCents}
                  deliveryDay={delivery.deliveryDay}
                  onChoose={delivery.chooseDay}
                  onRetry={delivery.retry}
                  onPickup={details.switchToPickup}
                  error={delivery.dayError}
                  groupRef={delivery.group}
                />
              }
            />
          </div>
          <aside className="checkout-layout__order" aria-label="Order summary and payment">
            <div className="checkout-card">
              <OrderSummary
                availability={availability}
                weighing={weighing}
                shipping={delivering ? delivery.shipping : undefined}
                minimum={details.minimum}
              />
              <PayButton
                checks={{
                  checkBilling: details.checkBilling,
                  checkFulfilment: details.checkFulfilment,
                  checkMinimum: details.checkMinimum,
                  onStockRefusal: refresh,
                  onDayRefusal: delivery.onDayRefusal,
                }}
                buttonRef={payButton}
              />
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
