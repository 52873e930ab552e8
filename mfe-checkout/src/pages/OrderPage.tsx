import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageBanner, requestJson, usePageMeta, useResource } from 'shared';
import { API_PATHS, BRAND, ORDER_STATUS_LABELS, orderByTokenPath, pathWith, ShopperOrderPageSchema, type ShopperOrderPage } from 'contract';
import { OrderFulfilment } from '../components/OrderFulfilment';
import { OrderReceipt } from '../components/OrderReceipt';
import { PaymentNote } from '../components/PaymentNote';
import { ContactTheFarm, ResultNotice } from '../components/ResultNotice';
import './checkoutPage.css';

/** The money is the farm's: paid, and not given back. Read from the order, so a new status needs no list here. */
const isPaid = (order: { paidAt: string | null; status: string }) => order.paidAt !== null && order.status !== 'refunded';

const formatTime = (iso: string) => new Date(iso).toLocaleString('en-CA', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' });

/**
 * /checkout/order/:token: the shopper's own order page, reached by the private link on the
 * success page and in the order's e-mails. Its HTML (the build's, for every token) is the loading
 * state; the order comes from the service in the browser.
 */
export default function OrderPage() {
  const { token = '' } = useParams();
  const path = orderByTokenPath(token);
  const { data, problem, loading, reload } = useResource(path, (signal) => requestJson(path, { schema: ShopperOrderPageSchema, signal }));
  // A secret address: never indexed, in the browser as in the server's HTML (its route is private in prerender.ts).
  usePageMeta({
    title: 'Your Order',
    description: `Your ${BRAND.name} order: its status, what is in it and where it goes.`,
    noindex: true,
  });

  const contact = <ContactTheFarm />;
  // No order for that link is a 404; any other failure is no usable answer.
  let view: 'loading' | 'missing' | 'unreachable' | ShopperOrderPage = 'loading';
  if (!loading && problem) view = problem.status === 404 ? 'missing' : 'unreachable';
  else if (!loading && data) view = data;
  let body: ReactNode;
  switch (view) {
    case 'loading':
      body = (
        <ResultNotice tone="waiting">
          <p role="status">Loading your order…</p>
        </ResultNotice>
      );
      break;
    case 'missing':
      body = (
        <ResultNotice
          tone="problem"
          heading="This order link is not valid"
          actions={
            <Link to="/shop" className="tv-button">
              Go to the shop
            </Link>
          }
        >
          <p>
            Check that the whole link from your e-mail is in the address bar. If it still does not open, {contact} with your order number.
          </p>
        </ResultNotice>
      );
      break;
    case 'unreachable':
      body = (
        <ResultNotice
          tone="problem"
          heading="We could not load your order just now"
          actions={
            <button type="button" className="tv-button" onClick={reload}>
              Try again
            </button>
          }
        >
          <p role="alert">Our checkout service did not answer. Nothing is lost: try again in a moment, or {contact}.</p>
        </ResultNotice>
      );
      break;
    default: {
      const order = view;
      body = (
        <div className="tv-container order-page">
          <h2>
            Order {order.number}: <span data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</span>
          </h2>
          <p>
            Placed {formatTime(order.placedAt)}
            {order.paidAt && <>, paid {formatTime(order.paidAt)}</>}.
          </p>
          <OrderReceipt order={order} totalLabel={isPaid(order) ? 'Total paid' : 'Total'} />
          <PaymentNote status={order.status} payment={order.payment} payPath={pathWith(API_PATHS.orderBalancePayment, { token })} />
          <OrderFulfilment order={order} />
        </div>
      );
    }
  }

  return (
    <>
      <PageBanner title="Your Order" />
      <div className="tv-section">{body}</div>
    </>
  );
}
