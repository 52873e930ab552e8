import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { cart, notify, PageBanner, usePageMeta } from 'shared';
import { API_PATHS, DELIVERY_PROMISE, orderPagePath, pathWith } from 'contract';
import { OrderReceipt } from '../components/OrderReceipt';
import { BackToCheckout, ContactTheFarm, ResultNotice } from '../components/ResultNotice';
import { PaymentNote } from '../components/PaymentNote';
import { PickupNotice } from '../components/PickupNotice';
import { CHECKOUT_TEXTS } from '../data/checkoutTexts';
import { FULFILMENT_TEXTS } from '../data/fulfilmentTexts';
import { WEIGHING_TEXTS } from '../data/weighingTexts';
import { useOncePerVisit } from '../lib/useOncePerVisit';
import { useOrderConfirmation, type Confirmation } from '../lib/useOrderConfirmation';
import './checkoutPage.css';

const TITLES: Record<Confirmation['kind'], string> = {
  checking: 'Confirming Payment',
  confirming: 'Confirming Payment',
  waiting: 'Confirming Payment',
  unreachable: 'Confirming Payment',
  paid: 'Order Complete',
  'not-paid': 'Payment Not Completed',
  none: 'No Payment Found',
};

const contact = <ContactTheFarm />;

const cartAndShop = (
  <>
    <Link to="/cart" className="tv-button">
      View cart
    </Link>
    <Link to="/shop" className="tv-button tv-button--outline">
      Go to the shop
    </Link>
  </>
);

/**
 * /checkout/success?session_id=…: thanks the shopper only once the checkout-service confirms the
 * payment; only then is the cart emptied. Without a confirmed payment it says what it knows and
 * keeps the cart.
 */
export default function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const { state, checkAgain } = useOrderConfirmation(params.get('session_id'));
  usePageMeta({
    title: TITLES[state.kind],
    description: `Your Terra Verde order and its payment: sustainably grown produce delivered ${DELIVERY_PROMISE.within}.`,
  });
  useOncePerVisit(
    'checkout-success',
    () => {
      cart.clear();
      notify.success(CHECKOUT_TEXTS.paymentSucceeded);
    },
    state.kind === 'paid',
  );

  const checkAgainButton = (
    <button type="button" className="tv-button" onClick={checkAgain}>
      Check again
    </button>
  );
  let body: ReactNode;
  switch (state.kind) {
    case 'checking':
    case 'confirming':
      body = (
        <ResultNotice tone="waiting" heading="Confirming your payment…" actions={null}>
          <p role="status">We are checking your payment with the payment provider. This takes a few seconds; please keep this page open.</p>
        </ResultNotice>
      );
      break;
    case 'paid': {
      const { order } = state;
      // A card held for weighed produce is not yet a payment received.
      const prepared = order.payment.state === 'at_once' ? FULFILMENT_TEXTS.prepared : WEIGHING_TEXTS.prepared;
      body = (
        <ResultNotice
          tone="done"
          heading={order.firstName ? `Thank you for your order, ${order.firstName}!` : 'Thank you for your order!'}
          actions={
            <>
              {/* The order's own page, before its e-mail arrives: the shopper may keep this link. Only the
                  browser that paid is given it (docs/decisions/checkout-cookie.md); another has the e-mail's. */}
              {order.pageToken ? (
                <Link to={orderPagePath(order.pageToken)} className="tv-button">
                  View your order
                </Link>
              ) : null}
              <Link to="/shop" className="tv-button tv-button--outline">
                Continue shopping
              </Link>
              <Link to="/" className="tv-button tv-button--outline">
                Back to home
              </Link>
            </>
          }
        >
          {order.pageToken ? null : <p data-testid="order-link-by-mail">{CHECKOUT_TEXTS.orderLinkByMail}</p>}
          {order.fulfilment.method === 'pickup' ? (
            <>
              <p>{prepared}</p>
              {/* Collected, not delivered: the receipt names no town to deliver to. */}
              <OrderReceipt order={{ ...order, town: null }} />
              <PickupNotice pickupDay={order.fulfilment.pickupDay} />
            </>
          ) : (
            <>
              {/* A day booked is said by the receipt: "within 2 days" would contradict it. */}
              {order.fulfilment.deliveryDay ? (
                <p>{prepared}</p>
              ) : (
                <p>
                  {prepared} We deliver {DELIVERY_PROMISE.within}, straight from our fields to your table.
                </p>
              )}
              <OrderReceipt order={order} />
            </>
          )}
          <PaymentNote
            status={order.status}
            payment={order.payment}
            payPath={order.pageToken ? pathWith(API_PATHS.orderBalancePayment, { token: order.pageToken }) : null}
          />
        </ResultNotice>
      );
      break;
    }
    case 'waiting':
      body = (
        <ResultNotice tone="waiting" heading="Your payment is still being confirmed" actions={checkAgainButton}>
          <p role="status">
            Your order <strong>{state.order.number}</strong> is saved, and your bank has not confirmed the payment yet; some payment methods
            take a few days. Come back to this page (keep its address) to see when it is confirmed, or {contact} with your order number.
            Your cart is kept until then.
          </p>
        </ResultNotice>
      );
      break;
    case 'unreachable':
      body = (
        <ResultNotice tone="problem" heading="We could not confirm your payment just now" actions={checkAgainButton}>
          <p role="alert">
            Our checkout service did not answer. Nothing is lost: check again in a moment, or {contact}. Your cart is kept.
          </p>
        </ResultNotice>
      );
      break;
    case 'not-paid':
      body = (
        <ResultNotice tone="problem" heading="This payment did not go through" actions={<BackToCheckout />}>
          <p>
            The payment for order <strong>{state.order.number}</strong> was{' '}
            {state.order.status === 'failed' ? 'declined' : state.order.status === 'expired' ? 'not completed in time' : 'cancelled'}, and
            nothing was charged. Your cart is still here, so you can try again.
          </p>
        </ResultNotice>
      );
      break;
    default:
      body = (
        <ResultNotice tone="problem" heading="No payment was found" actions={cartAndShop}>
          <p>
            There is no payment to confirm for this page, so nothing was charged and your cart is kept. To order, go to your cart and choose
            Pay with Stripe at checkout.
          </p>
        </ResultNotice>
      );
  }

  return (
    <>
      <PageBanner title={TITLES[state.kind]} />
      <div className="tv-section">{body}</div>
    </>
  );
}
