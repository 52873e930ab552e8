import { Link } from 'react-router-dom';
import { formatCents, ORDER_STATUS_LABELS, type OrderSummary } from 'contract';
import { LIST_TEXTS } from '../data/officeTexts';
import { officeOrderPath } from '../data/officePaths';
import { formatMoment } from '../lib/dates';
import { FulfilmentBrief } from './FulfilmentBrief';

const COLUMNS = LIST_TEXTS.columns;

/**
 * One page of orders. On a phone each row becomes a card (orderList.css), each value labelled by
 * its column's name, so nothing scrolls sideways in the packing shed.
 */
export function OrderTable({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <table className="office-table office-table--cards office-orders">
      <caption className="tv-visually-hidden">{LIST_TEXTS.caption}</caption>
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
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
