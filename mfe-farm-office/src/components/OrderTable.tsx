import { Link } from 'react-router-dom';
import { formatCents, ORDER_STATUS_LABELS, paymentSummary, type OrderSummary } from 'contract';
import { LIST_TEXTS } from '../data/officeTexts';
import { WEIGHING_TEXTS } from '../data/weighingTexts';
import { officeOrderPath } from '../data/officePaths';
import { formatMoment } from '../lib/dates';
import { FulfilmentBrief } from './FulfilmentBrief';

const COLUMNS = LIST_TEXTS.columns;

/** An order's money beside its status, for one with weighed produce: what is held or charged, and when a hold ends. */
function Payment({ order: { status, payment } }: { order: OrderSummary }) {
  const said = paymentSummary(status, payment);
  if (!said) return null;
  return (
    <span className="office-orders__payment" data-testid="order-row-payment">
      {said}
      {payment.state === 'held' && payment.holdEndsAt && (
        <>
          {' · '}
          {WEIGHING_TEXTS.holdEnds} <time dateTime={payment.holdEndsAt}>{formatMoment(payment.holdEndsAt)}</time>
        </>
      )}
    </span>
  );
}

/**
 * One page of orders. On a phone each row becomes a card (orderList.css), each value labelled by
 * its column's name, so nothing scrolls sideways in the packing shed.
 */
export function OrderTable({ orders, caption = LIST_TEXTS.caption }: { orders: readonly OrderSummary[]; caption?: string }) {
  return (
    <table className="office-table office-table--cards office-orders">
      <caption className="tv-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {Object.values(COLUMNS).map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number} data-testid="order-row">
            <th scope="row" data-label={COLUMNS.number}>
              <Link to={officeOrderPath(order.number)}>{order.number}</Link>
            </th>
            <td data-label={COLUMNS.time}>
              <time dateTime={order.createdAt}>{formatMoment(order.createdAt)}</time>
            </td>
            <td data-label={COLUMNS.customer}>
              {order.customerName}
              {order.town && <span className="office-orders__town">, {order.town}</span>}
            </td>
            <td data-label={COLUMNS.fulfilment}>
              <FulfilmentBrief fulfilment={order.fulfilment} />
            </td>
            <td data-label={COLUMNS.items}>{order.itemCount}</td>
            <td data-label={COLUMNS.total}>{formatCents(order.totalCents)}</td>
            <td data-label={COLUMNS.status}>
              <span className={`office-status office-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
              <Payment order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
